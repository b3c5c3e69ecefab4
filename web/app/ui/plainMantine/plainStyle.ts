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

/** Joins class names as Mantine does: the caller's after Mantine's focus class, before the static ones. */
export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
