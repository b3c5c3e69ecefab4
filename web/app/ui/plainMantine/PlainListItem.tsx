import '@mantine/core/styles/List.css';

import type { ReactNode } from 'react';

import { classes } from './plainStyle';

export interface PlainListItemProps {
  /** The list's `icon`, which Mantine's item takes from its list: pass the same. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * Mantine's `List.Item` inside a Mantine `<List>` (not centred), as plain elements (see PlainText): a
 * role's card lists every feature it gives, and Mantine's item resolves its list's context and styles.
 */
export function PlainListItem({ icon, className, children }: PlainListItemProps) {
  const withIcon = icon !== undefined && icon !== null;
  return (
    <li
      className={classes('m_abb6bec2 mantine-List-item', className)}
      data-with-icon={withIcon ? 'true' : undefined}
    >
      <div className="m_75cd9f71 mantine-List-itemWrapper">
        {withIcon ? <span className="m_60f83e5b mantine-List-itemIcon">{icon}</span> : null}
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </li>
  );
}
