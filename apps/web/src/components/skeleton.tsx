import { Box, type BoxProps, getRadius, type MantineRadius } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './skeleton.module.css';

type Size = number | string;
const css = (size: Size) => (typeof size === 'number' ? `${size}px` : size);

export type SkeletonProps = BoxProps & {
  height?: Size;
  width?: Size;
  radius?: MantineRadius;
  circle?: boolean;
  /** Sizes the placeholder like the content it stands for (e.g. a line of text), unseen. */
  children?: ReactNode;
  'aria-hidden'?: boolean | 'true';
  'aria-label'?: string;
};

/**
 * A loading placeholder: one element, pulsing (Mantine's Skeleton look, without its two pseudo
 * elements and compositing layer: see skeleton.module.css).
 */
export function Skeleton({ height, width, radius = 'sm', circle, style, ...props }: SkeletonProps) {
  // As Mantine's: full width unless told, a circle as wide as it is tall.
  const shownWidth = width ?? (circle && height !== undefined ? height : '100%');
  const size: CSSProperties = { width: css(shownWidth), borderRadius: circle ? '50%' : getRadius(radius) };
  if (height !== undefined) size.height = css(height);
  return <Box className={classes.skeleton} style={[size, style]} {...props} />;
}

export type SkeletonLinesProps = {
  /** The bars from the top: each as wide (px or %) and tall (px) as the line it stands for. */
  lines: { width: Size; height: number }[];
  /** Space between two bars, px. */
  gap: number;
  mt?: BoxProps['mt'];
  w?: BoxProps['w'];
  role?: 'status';
  'aria-busy'?: boolean;
  'aria-label'?: string;
};

/** A stack of placeholder bars (a menu, a paragraph) drawn by one element. */
export function SkeletonLines({ lines, gap, ...props }: SkeletonLinesProps) {
  const tops = lines.map((_, i) => lines.slice(0, i).reduce((sum, line) => sum + line.height + gap, 0));
  const bar = 'linear-gradient(var(--mantine-color-gray-3), var(--mantine-color-gray-3))';
  const style: CSSProperties = {
    height: (tops.at(-1) ?? 0) + (lines.at(-1)?.height ?? 0),
    backgroundImage: lines.map(() => bar).join(', '),
    backgroundSize: lines.map((line) => `${css(line.width)} ${line.height}px`).join(', '),
    backgroundPosition: tops.map((top) => `0px ${top}px`).join(', '),
  };
  return <Box className={classes.lines} style={style} {...props} />;
}
