import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonLines } from './skeleton';

/** The placeholder's element (MantineProvider adds its style elements beside it). */
const renderIn = (node: React.ReactNode) =>
  render(<MantineProvider>{node}</MantineProvider>).container.querySelector('div') as HTMLElement;

describe('loading placeholders', () => {
  it('draws a stack of bars with one element, each bar a background layer', () => {
    const element = renderIn(
      <SkeletonLines
        gap={12}
        lines={[
          { width: '45%', height: 18 },
          { width: '80%', height: 12 },
          { width: 120, height: 12 },
        ]}
      />,
    );
    expect(element.children).toHaveLength(0);
    expect(element.style.backgroundSize).toBe('45% 18px, 80% 12px, 120px 12px');
    expect(element.style.height).toBe('66px');
  });

  it('is as wide as tall when a circle, full width otherwise, and sized by hidden children', () => {
    const circle = renderIn(<Skeleton height={180} circle />);
    expect(circle.style.width).toBe('180px');
    expect(circle.style.borderRadius).toBe('50%');
    const line = renderIn(<Skeleton>{'\u00a0'}</Skeleton>);
    expect(line.style.width).toBe('100%');
    expect(line.textContent).toBe('\u00a0');
  });
});
