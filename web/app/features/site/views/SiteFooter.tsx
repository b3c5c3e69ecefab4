import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';

import { SiteFooterDocument } from '../../../generated/graphql';
import { BrandLogo } from '../components/BrandLogo';
import { SocialLinks } from '../components/SocialLinks';
import classes from './SiteFooter.module.css';

/** Footer with the community's networks; their counts come from `main` (layout loader fills the cache). */
export function SiteFooter() {
  const { t } = useTranslation('common');
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
          <Title order={2} size="h5">
            {t('footer.community')}
          </Title>
          {data?.main ? <SocialLinks counts={data.main.counts} links={data.main.links} /> : null}
          <Divider color="var(--ls-border)" />
          <Text size="xs" c="dimmed">
            {t('footer.copyright', { year: new Date().getUTCFullYear() })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
