import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { downloadPath, NAVIGATION } from '../navigation';
import classes from './SiteHeader.module.css';

export interface SiteMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The header's account control (sign-in button or account menu), repeated in the drawer. */
  account: ReactNode;
}

/** The narrow screen's menu behind the burger (SiteHeader loads it on the first click). */
export function SiteMenuDrawer({ opened, onClose, account }: SiteMenuDrawerProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('brand')} size="xs" position="right">
      <nav aria-label={t('nav.main')}>
        <Stack gap="xs">
          {NAVIGATION.map((item) => (
            <NavLink key={item.key} to={item.to(lang)} className={classes.drawerLink} onClick={onClose}>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
          <NavLink to={downloadPath(lang)} className={classes.drawerLink} onClick={onClose}>
            {t('nav.download')}
          </NavLink>
          {account}
        </Stack>
      </nav>
    </Drawer>
  );
}
