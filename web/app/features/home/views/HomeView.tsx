import { Alert, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { HomeDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { SectionHeader } from '../../../ui/SectionHeader';
import { NewsGrid } from '../../news';
import { ServerGrid } from '../../servers';
import { HomeHero } from '../components/HomeHero';
import { PlainStack } from '../../../ui/plainMantine/PlainStack';
import { PlainText } from '../../../ui/plainMantine/PlainText';

/** The home page: reads `main` from the cache the route's loader filled. */
export function HomeView() {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const { data } = useQuery(HomeDocument);

  const main = data?.main;
  if (!main) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light">
          {t('loadFailed')}
        </Alert>
      </Container>
    );
  }

  const servers = main.servers;
  const news = main.news;
  return (
    <>
      <HomeHero totalOnline={main.totalOnline} />
      <Container size="lg" pb="xl">
        <PlainStack gap={56}>
          <section aria-labelledby="servers">
            <SectionHeader id="servers" title={t('servers.title')} subtitle={t('servers.subtitle')} />
            {servers.length > 0 ? (
              <ServerGrid servers={servers} />
            ) : (
              <PlainText dimmed>{t('servers.empty')}</PlainText>
            )}
          </section>
          <section aria-labelledby="news">
            <SectionHeader id="news" title={t('news.title')} subtitle={t('news.subtitle')} />
            {news.length > 0 ? <NewsGrid news={news} /> : <PlainText dimmed>{t('news.empty')}</PlainText>}
            <Button component={Link} to={href('/:lang/news', { lang })} variant="light" mt="lg">
              {t('news.all')}
            </Button>
          </section>
        </PlainStack>
      </Container>
    </>
  );
}
