import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as user activity (spec 000 §4 idle timeout). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export type UseIdleTimerOptions = {
  timeoutMs: number;
  /** Bursts of events (mouse moves, scrolling) restart the timer once, after this pause. */
  debounceMs: number;
};

/**
 * True once the user has done nothing for `timeoutMs`. Activity no longer counts once idle: only
 * `reset()` (the modal's continue) starts watching again.
 */
export function useIdleTimer({ timeoutMs, debounceMs }: UseIdleTimerOptions) {
  const [isIdle, setIsIdle] = useState(false);
  const [round, setRound] = useState(0);
  const isIdleRef = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (after reset) restarts the watch.
  useEffect(() => {
    let lastActivityAt = Date.now();
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let debounceTimer: ReturnType<typeof setTimeout> | undefined;

    const schedule = (delayMs: number) => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        // Activity within the last debounce window has not restarted the timer yet.
        const quietFor = Date.now() - lastActivityAt;
        if (quietFor < timeoutMs) return schedule(timeoutMs - quietFor);
        isIdleRef.current = true;
        setIsIdle(true);
      }, delayMs);
    };
    const onActivity = () => {
      if (isIdleRef.current) return;
      lastActivityAt = Date.now();
      clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => schedule(timeoutMs), debounceMs);
    };

    schedule(timeoutMs);
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      clearTimeout(idleTimer);
      clearTimeout(debounceTimer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [timeoutMs, debounceMs, round]);

  const reset = useCallback(() => {
    isIdleRef.current = false;
    setIsIdle(false);
    setRound((value) => value + 1);
  }, []);

  return { isIdle, reset };
}
