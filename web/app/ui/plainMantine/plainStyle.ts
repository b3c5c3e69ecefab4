import { rem } from '@mantine/core';
import type { CSSProperties } from 'react';

/** The site's spacing names, as Mantine's `gap`, `mt` and the like take them. */
export type SpacingName = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A spacing as Mantine writes it into a style: a theme name becomes its variable, a number of pixels rem. */
export function spacing(value: SpacingName | number): string {
  return typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`;
}

/** Custom properties and ordinary ones in one object, in the order Mantine writes them. */
export type PlainStyle = CSSProperties & Record<`--${string}`, string | undefined>;

/** The text sizes Mantine's Text and Anchor take by name: the same names as the spacings. */
export type TextSize = SpacingName;

/** Mantine's `c="dimmed"`. */
export const DIMMED_COLOR = 'var(--mantine-color-dimmed)';

/** A text's size as Mantine's Text writes it: its font size and line height variables, first. */
export function writeTextSize(style: PlainStyle, size: TextSize | undefined): void {
  if (!size) return;
  style['--text-fz'] = `var(--mantine-font-size-${size})`;
  style['--text-lh'] = `var(--mantine-line-height-${size})`;
}

/** Joins class names as Mantine does: the caller's after Mantine's focus class, before the static ones. */
export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
