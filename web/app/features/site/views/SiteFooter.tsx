import { Container, Divider, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { SiteFooterDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { BrandLogo } from '../components/BrandLogo';
import { SocialLinks } from '../components/SocialLinks';
import { FOOTER_SECTIONS } from '../navigation';
import { RegionSwitch } from './RegionSwitch';
import classes from './SiteFooter.module.css';
import { PlainAnchor } from '../../../ui/plainMantine/PlainAnchor';
import { PlainGroup } from '../../../ui/plainMantine/PlainGroup';
import { PlainStack } from '../../../ui/plainMantine/PlainStack';
import { PlainText } from '../../../ui/plainMantine/PlainText';
import { PlainTitle } from '../../../ui/plainMantine/PlainTitle';

/**
 * Footer with every section of the site and the community's networks; their counts come from `main`
 * (layout loader fills the cache).
 */
export function SiteFooter() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { data } = useQuery(SiteFooterDocument);

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <PlainStack gap="lg">
          <PlainStack gap={6}>
            <BrandLogo />
            <PlainText size="sm" dimmed>
              {t('tagline')}
            </PlainText>
          </PlainStack>
          <nav aria-label={t('footer.sections')}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" verticalSpacing="lg">
              {FOOTER_SECTIONS.map((section) => (
                <PlainStack key={section.key} gap={6}>
                  <PlainTitle order={2} size="h6">
                    {t(`footer.${section.key}`)}
                  </PlainTitle>
                  {section.links.map((link) => (
                    <PlainAnchor key={link.key} to={link.to(lang)} size="sm" dimmed>
                      {t(`nav.${link.key}`)}
                    </PlainAnchor>
                  ))}
                </PlainStack>
              ))}
            </SimpleGrid>
          </nav>
          <PlainTitle order={2} size="h5">
            {t('footer.community')}
          </PlainTitle>
          {data?.main ? <SocialLinks counts={data.main.counts} links={data.main.links} /> : null}
          <Divider color="var(--ls-border)" />
          {/* The region (payment methods) sits here, not in the header, which had no room for it (issue 30). */}
          <PlainGroup justify="space-between" gap="sm">
            <PlainText size="xs" dimmed>
              {t('footer.copyright', { year: new Date().getUTCFullYear() })}
            </PlainText>
            <PlainGroup gap="xs" wrap="nowrap">
              <PlainText size="xs" dimmed aria-hidden>
                {t('region.label')}
              </PlainText>
              <RegionSwitch />
            </PlainGroup>
          </PlainGroup>
        </PlainStack>
      </Container>
    </footer>
  );
}
