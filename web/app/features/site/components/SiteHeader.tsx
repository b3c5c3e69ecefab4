import { Container, Group } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { BrandLogo } from './BrandLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './SiteHeader.module.css';

export interface SiteHeaderProps {
  /** Fixed over the page (home): transparent at the top, solid once the page has scrolled (spec §4). */
  fixed?: boolean;
}

export function SiteHeader({ fixed = false }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > 8;

  return (
    <header className={classes.header} data-fixed={fixed || undefined} data-scrolled={scrolled || undefined}>
      <Container size="lg" className={classes.inner}>
        <Group justify="space-between" wrap="nowrap" h="100%">
          <Group gap="xl" wrap="nowrap">
            <BrandLogo />
            <nav aria-label={t('nav.main')} className={classes.nav}>
              <NavLink to={`/${lang}`} end className={classes.link}>
                {t('nav.home')}
              </NavLink>
              <a href={`/${lang}#servers`} className={classes.link}>
                {t('nav.servers')}
              </a>
              <a href={`/${lang}#news`} className={classes.link}>
                {t('nav.news')}
              </a>
            </nav>
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
