import { DASHBOARD_TIMEOUT_MS } from '@portal/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedOut } from './use-timed-out';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('dashboard widget timeout (spec 001 §4, §9: error state after 15 s without data)', () => {
  it('turns true only after 15 s of waiting', () => {
    const { result } = renderHook(({ waiting }) => useTimedOut(waiting, DASHBOARD_TIMEOUT_MS), {
      initialProps: { waiting: true },
    });
    act(() => vi.advanceTimersByTime(DASHBOARD_TIMEOUT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('stays false when the data comes in time, and resets when the wait ends', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTimedOut(waiting, DASHBOARD_TIMEOUT_MS), {
      initialProps: { waiting: true },
    });
    act(() => vi.advanceTimersByTime(5_000));
    rerender({ waiting: false });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toBe(false);
    rerender({ waiting: true });
    act(() => vi.advanceTimersByTime(DASHBOARD_TIMEOUT_MS));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
  });
});
