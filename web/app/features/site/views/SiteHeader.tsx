import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { IconDownload, IconLogin, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { href, Link, NavLink } from 'react-router';

import { useScrolledPast } from '../../../platform/behaviour/useScrolledPast';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { afterHydration } from '../../../ui/afterHydration';
import { AccountMenu } from '../../accounts';
import { downloadPath, NAVIGATION } from '../navigation';
import { BrandLogo } from '../components/BrandLogo';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { LanguageSwitch } from '../components/LanguageSwitch';
import classes from './SiteHeader.module.css';

// Drawn only on a narrow screen after a click on the burger: its code (Drawer, focus trap, scroll lock)
// loads on the first opening.
const SiteMenuDrawer = afterHydration(() =>
  import('./SiteMenuDrawer').then((module) => module.SiteMenuDrawer),
);

export interface SiteHeaderProps {
  /** Fixed over the page (home): transparent at the top, solid once the page has scrolled (docs/product.md#site). */
  fixed?: boolean;
}

export function SiteHeader({ fixed = false }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { signedIn, account: signedInAccount } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  // Stays mounted after the first opening, so closing it animates as before.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const scrolled = useScrolledPast(8);

  const accountControl = (withDetails: boolean) =>
    signedInAccount ? (
      <AccountMenu account={signedInAccount} withDetails={withDetails} />
    ) : signedIn ? (
      <Button
        component={Link}
        to={href('/:lang/cabinet', { lang })}
        variant="light"
        size="compact-md"
        leftSection={<IconUserCircle size={18} aria-hidden />}
      >
        {t('account.cabinet')}
      </Button>
    ) : (
      <Button
        component={Link}
        to={href('/:lang/login', { lang })}
        variant="gradient"
        size="compact-md"
        leftSection={<IconLogin size={18} aria-hidden />}
      >
        {t('account.signIn')}
      </Button>
    );

  return (
    <header
      className={classes.header}
      data-fixed={fixed || undefined}
      data-scrolled={scrolled || undefined}
      data-testid="site-header"
    >
      <div className={classes.inner}>
        <Group justify="space-between" wrap="nowrap" h="100%">
          <Group gap="lg" wrap="nowrap">
            <BrandLogo />
            <nav aria-label={t('nav.main')} className={classes.nav}>
              {NAVIGATION.map((item) => (
                <NavLink
                  key={item.key}
                  to={item.to(lang)}
                  className={classes.link}
                  data-header={item.header || 'never'}
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              ))}
            </nav>
          </Group>
          <Group gap={4} wrap="nowrap">
            {/* The label from the widest screens; below, the icon with the same name, and the browser's own
                tooltip (Mantine's Tooltip would bring its overlay code into every page's first load). */}
            <Button
              component={Link}
              to={downloadPath(lang)}
              variant="subtle"
              size="compact-md"
              className={classes.wideOnly}
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {t('nav.download')}
            </Button>
            <ActionIcon
              component={Link}
              to={downloadPath(lang)}
              variant="subtle"
              size="lg"
              className={classes.desktopNotWide}
              aria-label={t('nav.download')}
              title={t('nav.download')}
            >
              <IconDownload size={20} aria-hidden />
            </ActionIcon>
            <LanguageSwitch />
            <ColorSchemeToggle />
            <div className={classes.desktopOnly}>{accountControl(false)}</div>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              className={classes.burger}
              size="sm"
              aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
            />
          </Group>
        </Group>
      </div>
      {menuUsed && <SiteMenuDrawer opened={menuOpened} onClose={menu.close} account={accountControl(true)} />}
    </header>
  );
}
