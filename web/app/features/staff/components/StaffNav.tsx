import { Button, Collapse, NavLink, Paper } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { StaffLink } from '../staffNavigation';

function StaffNavLinks({ links }: { links: StaffLink[] }) {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  const { pathname } = useLocation();
  return links.map((link) => {
    const to = `/${lang}/staff/${link.path}`;
    return (
      <NavLink
        key={link.screen}
        component={Link}
        to={to}
        label={t(`${link.screen}.title`)}
        active={pathname.startsWith(to)}
      />
    );
  });
}

/**
 * The staff section's navigation, drawn from the links it is given (the route table filtered by the
 * member's permissions): a list beside the content on wide screens; on phones one button naming the open
 * page, which unfolds the same list, so the page's content is not pushed below a dozen links.
 */
export function StaffNav({ links }: { links: StaffLink[] }) {
  const { t } = useTranslation(['staff', 'screens']);
  const lang = useLanguage();
  const { pathname } = useLocation();
  // Open on the page where it was opened: going to another page folds it again.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === pathname;
  const listId = useId();
  const current = links.find((link) => pathname.startsWith(`/${lang}/staff/${link.path}`));
  // At the section's root the list is the page's content: it stays open there.
  const expanded = opened || current === undefined;
  return (
    <>
      <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('nav.label')} visibleFrom="md">
        <StaffNavLinks links={links} />
      </Paper>
      <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('nav.label')} hiddenFrom="md">
        <Button
          variant="subtle"
          fullWidth
          justify="space-between"
          aria-expanded={expanded}
          aria-controls={listId}
          data-testid="staff-menu-button"
          onClick={() => {
            setOpenedAt(opened ? null : pathname);
          }}
        >
          {current ? t('nav.menuAt', { page: t(`screens:${current.screen}.title`) }) : t('nav.menu')}
        </Button>
        <Collapse expanded={expanded} id={listId}>
          <StaffNavLinks links={links} />
        </Collapse>
      </Paper>
    </>
  );
}
