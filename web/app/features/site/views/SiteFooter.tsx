import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SiteFooterDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { BrandLogo } from '../components/BrandLogo';
import { SocialLinks } from '../components/SocialLinks';
import { FOOTER_SECTIONS } from '../navigation';
import { RegionSwitch } from './RegionSwitch';
import classes from './SiteFooter.module.css';

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
        <Stack gap="lg">
          <Stack gap={6}>
            <BrandLogo />
            <Text size="sm" c="dimmed">
              {t('tagline')}
            </Text>
          </Stack>
          <nav aria-label={t('footer.sections')}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" verticalSpacing="lg">
              {FOOTER_SECTIONS.map((section) => (
                <Stack key={section.key} gap={6}>
                  <Title order={2} size="h6">
                    {t(`footer.${section.key}`)}
                  </Title>
                  {section.links.map((link) => (
                    <Anchor key={link.key} component={Link} to={link.to(lang)} size="sm" c="dimmed">
                      {t(`nav.${link.key}`)}
                    </Anchor>
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          </nav>
          <Title order={2} size="h5">
            {t('footer.community')}
          </Title>
          {data?.main ? <SocialLinks counts={data.main.counts} links={data.main.links} /> : null}
          <Divider color="var(--ls-border)" />
          {/* The region (payment methods) sits here, not in the header, which had no room for it (issue 30). */}
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {t('footer.copyright', { year: new Date().getUTCFullYear() })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" aria-hidden>
                {t('region.label')}
              </Text>
              <RegionSwitch />
            </Group>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
