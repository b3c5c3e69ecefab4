import '@mantine/core/styles/Group.css';

import type { CSSProperties, ComponentPropsWithoutRef, ReactNode } from 'react';

import { classes, spacing, type PlainStyle, type SpacingName } from './plainStyle';

export interface PlainGroupProps extends Omit<ComponentPropsWithoutRef<'div'>, 'style'> {
  gap?: SpacingName | number;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  wrap?: 'wrap' | 'nowrap';
  /** Mantine's `mb`: space below. */
  mb?: SpacingName | number;
  children?: ReactNode;
}

/**
 * Mantine's `<Group>` with `gap`, `justify`, `align` and `wrap`, as one element (see PlainText). Unlike
 * Mantine's, it does not count its children to mark the group `data-grow`: it takes no `grow`.
 */
export function PlainGroup({
  gap = 'md',
  justify = 'flex-start',
  align = 'center',
  wrap = 'wrap',
  mb,
  className,
  children,
  ...rest
}: PlainGroupProps) {
  const style: PlainStyle = {
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  if (mb !== undefined) style.marginBottom = spacing(mb);
  return (
    <div style={style} className={classes(className, 'm_4081bf90 mantine-Group-root')} {...rest}>
      {children}
    </div>
  );
}
