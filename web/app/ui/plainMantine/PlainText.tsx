import '@mantine/core/styles/Text.css';

import { createElement, type HTMLAttributes, type ReactNode } from 'react';

import {
  classes,
  DIMMED_COLOR,
  spacing,
  writeTextSize,
  type PlainStyle,
  type SpacingName,
  type TextSize,
} from './plainStyle';

export interface PlainTextProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'color'> {
  /** The element: a paragraph by default, as Mantine's Text. */
  component?: 'p' | 'span' | 'div' | 'time' | 'code';
  dateTime?: string;
  size?: TextSize;
  /** Mantine's `c="dimmed"`. */
  dimmed?: boolean;
  fw?: number;
  lh?: number;
  /** Mantine's `tt`. */
  textTransform?: 'uppercase';
  /** Mantine's `mb`: space below. */
  mb?: SpacingName | number;
  display?: 'block';
  lineClamp?: number;
  children?: ReactNode;
}

/**
 * Mantine's `<Text>` for the few props the site's lists use, as one element: the same markup Mantine
 * renders (`plainMantine.test.tsx` holds them equal), without its per-render theme, props and styles
 * machinery (~40 µs a text on the server; a page has dozens). For anything else, use Mantine's `Text`.
 */
export function PlainText({
  component = 'p',
  size,
  dimmed,
  fw,
  lh,
  textTransform,
  mb,
  display,
  lineClamp,
  className,
  children,
  ...rest
}: PlainTextProps) {
  const style: PlainStyle = {};
  writeTextSize(style, size);
  if (lineClamp !== undefined) style['--text-line-clamp'] = String(lineClamp);
  if (mb !== undefined) style.marginBottom = spacing(mb);
  if (dimmed) style.color = DIMMED_COLOR;
  if (fw !== undefined) style.fontWeight = fw;
  if (lh !== undefined) style.lineHeight = lh;
  if (textTransform) style.textTransform = textTransform;
  if (display) style.display = display;
  // createElement: the element is one of five, whose attribute types JSX would not unite.
  return createElement(
    component,
    {
      style: Object.keys(style).length > 0 ? style : undefined,
      className: classes('mantine-focus-auto', className, 'm_b6d8b162 mantine-Text-root'),
      'data-size': size,
      'data-line-clamp': lineClamp !== undefined ? true : undefined,
      ...rest,
    },
    children,
  );
}
