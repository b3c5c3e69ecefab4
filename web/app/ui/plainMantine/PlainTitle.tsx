import '@mantine/core/styles/Title.css';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { classes, type PlainStyle } from './plainStyle';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

export interface PlainTitleProps extends Omit<ComponentPropsWithoutRef<'h2'>, 'style'> {
  order: Level;
  /** A heading's look other than its level's: `h6` draws an h2 as small as an h6. */
  size?: `h${Level}`;
  children?: ReactNode;
}

/** Mantine's `<Title>` with `order` and a heading `size`, as one element (see PlainText). */
export function PlainTitle({ order, size, className, children, ...rest }: PlainTitleProps) {
  const Heading = `h${order}` as const;
  const look = size ?? `h${order}`;
  const style: PlainStyle = {
    '--title-fw': `var(--mantine-${look}-font-weight)`,
    '--title-lh': `var(--mantine-${look}-line-height)`,
    '--title-fz': `var(--mantine-${look}-font-size)`,
  };
  return (
    <Heading
      style={style}
      className={classes(className, 'm_8a5d1357 mantine-Title-root')}
      data-size={size}
      data-order={order}
      {...rest}
    >
      {children}
    </Heading>
  );
}
