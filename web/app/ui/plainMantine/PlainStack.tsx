import '@mantine/core/styles/Stack.css';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';

import { classes, spacing, type PlainStyle, type SpacingName } from './plainStyle';

export interface PlainStackProps extends Omit<ComponentPropsWithoutRef<'div'>, 'style'> {
  gap?: SpacingName | number;
  /** Mantine's `mt`: space above. */
  mt?: SpacingName | number;
  /** Mantine's `mb`: space below. */
  mb?: SpacingName | number;
  children?: ReactNode;
}

/** Mantine's `<Stack>` with `gap` (and `mt`, `mb`), as one element (see PlainText). */
export function PlainStack({ gap = 'md', mt, mb, className, children, ...rest }: PlainStackProps) {
  const style: PlainStyle = {
    '--stack-gap': spacing(gap),
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  };
  if (mt !== undefined) style.marginTop = spacing(mt);
  if (mb !== undefined) style.marginBottom = spacing(mb);
  return (
    <div style={style} className={classes(className, 'm_6d731127 mantine-Stack-root')} {...rest}>
      {children}
    </div>
  );
}
