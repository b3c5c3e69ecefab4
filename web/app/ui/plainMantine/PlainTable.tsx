import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';

import { createElement, type ComponentPropsWithoutRef, type ReactNode, type TdHTMLAttributes } from 'react';

import { classes } from './plainStyle';

/**
 * The rows and cells of a Mantine `<Table>` with its default row borders and no column borders, each as
 * one element (see PlainText): a comparison table has a cell per feature and role, and Mantine's cell is
 * a component with its own context, props and styles resolution. `striped` must be the table's own.
 */
export function PlainTr({
  striped = false,
  className,
  children,
  ...rest
}: ComponentPropsWithoutRef<'tr'> & { striped?: boolean; children?: ReactNode }) {
  return (
    <tr
      className={classes('m_4e7aa4fd mantine-Table-tr', className)}
      data-with-row-border="true"
      data-striped={striped ? 'odd' : undefined}
      {...rest}
    >
      {children}
    </tr>
  );
}

interface PlainCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'style'> {
  /** Mantine's `ta`. */
  ta?: 'center' | 'left' | 'right';
  children?: ReactNode;
}

/** A cell of the given element with Mantine's classes for it. */
function plainCell(element: 'td' | 'th', mantineClasses: string) {
  return function PlainCell({ ta, className, children, ...rest }: PlainCellProps) {
    return createElement(
      element,
      {
        style: ta === undefined ? undefined : { textAlign: ta },
        className: classes(mantineClasses, className),
        ...rest,
      },
      children,
    );
  };
}

/** Mantine's `Table.Td` (see PlainTr). */
export const PlainTd = plainCell('td', 'm_4e7aa4ef mantine-Table-td');

/** Mantine's `Table.Th` (see PlainTr). */
export const PlainTh = plainCell('th', 'm_4e7aa4f3 mantine-Table-th');

/** Mantine's `<VisuallyHidden>`: read by screen readers, not shown. */
export function PlainVisuallyHidden({ children }: { children?: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}
