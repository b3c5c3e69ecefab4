import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';

import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

import { classes, DIMMED_COLOR, writeTextSize, type PlainStyle, type TextSize } from './plainStyle';

export interface PlainAnchorProps extends Omit<LinkProps, 'style'> {
  size?: TextSize;
  dimmed?: boolean;
  children?: ReactNode;
}

/** Mantine's `<Anchor component={Link}>` with `size` and `c="dimmed"`, as one link (see PlainText). */
export function PlainAnchor({ size, dimmed, className, children, ...link }: PlainAnchorProps) {
  const style: PlainStyle = {};
  writeTextSize(style, size);
  if (dimmed) style.color = DIMMED_COLOR;
  return (
    <Link
      style={Object.keys(style).length > 0 ? style : undefined}
      className={classes(
        'mantine-focus-auto m_849cf0da',
        className,
        'm_b6d8b162 mantine-Text-root mantine-Anchor-root',
      )}
      data-size={size}
      data-underline="hover"
      {...link}
    >
      {children}
    </Link>
  );
}
