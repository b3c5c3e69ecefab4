import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/NavLink.css';

import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

import { classes } from './plainStyle';

export interface PlainNavLinkProps extends Omit<LinkProps, 'style' | 'children'> {
  label: ReactNode;
  active?: boolean;
  /** The label wraps onto more lines instead of being cut (Mantine's `styles={{ label: { whiteSpace: 'normal' } }}`). */
  wrapLabel?: boolean;
}

/**
 * Mantine's `<NavLink component={Link}>` with a label only (no sections, no children, no description),
 * as one link (see PlainText): a side navigation of fifteen of them cost ~1.5 ms of every render.
 */
export function PlainNavLink({ label, active = false, wrapLabel, className, ...link }: PlainNavLinkProps) {
  return (
    <Link
      className={classes(
        'mantine-focus-auto',
        className,
        'm_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root',
      )}
      data-active={active || undefined}
      {...link}
    >
      <div className="m_f07af9d2 mantine-NavLink-body">
        <span
          style={wrapLabel ? { whiteSpace: 'normal' } : undefined}
          className="m_1f6ac4c4 mantine-NavLink-label"
        >
          {label}
        </span>
        <span className="m_57492dcc mantine-NavLink-description" data-active={active || undefined} />
      </div>
    </Link>
  );
}
