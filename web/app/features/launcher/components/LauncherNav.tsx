import { Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBug, IconDeviceGamepad2, IconServer, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import classes from './LauncherNav.module.css';

const ITEMS = [
  { screen: 'launcher', path: '/launcher', Icon: IconDeviceGamepad2, end: true },
  { screen: 'launcher-servers', path: '/launcher/servers', Icon: IconServer, end: false },
  { screen: 'launcher-settings', path: '/launcher/settings', Icon: IconSettings, end: false },
  { screen: 'launcher-debugging', path: '/launcher/debugging', Icon: IconBug, end: false },
  { screen: 'launcher-account', path: '/launcher/account', Icon: IconUserCircle, end: false },
] as const;

/** The launcher's rail: play, servers, settings, debugging, the account. */
export function LauncherNav() {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  return (
    <nav aria-label={t('launcher.title')} className={classes.rail}>
      <Stack gap="xs" align="center">
        {ITEMS.map(({ screen, path, Icon, end }) => (
          <Tooltip key={screen} label={t(`${screen}.title`)} position="right">
            <UnstyledButton
              component={NavLink}
              to={`/${lang}${path}`}
              end={end}
              className={classes.item}
              aria-label={t(`${screen}.title`)}
            >
              <Icon size={24} stroke={1.6} aria-hidden />
            </UnstyledButton>
          </Tooltip>
        ))}
      </Stack>
    </nav>
  );
}
