import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ServerOnlineDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { LazyOnlineChart } from '../components/LazyOnlineChart';

export interface ServerOnlineCardProps {
  slug: string;
}

/** A server page's last 24 hours of online (average and peak), linking to its statistics page. */
export function ServerOnlineCard({ slug }: ServerOnlineCardProps) {
  const { t } = useTranslation('servers');
  const lang = useLanguage();
  const { data } = useQuery(ServerOnlineDocument, { variables: { server: slug, period: 'oneDay' } });
  const points = data?.serverOnline?.points ?? [];
  const hour = (at: string) =>
    t('monitoring.at', { value: new Date(at), formatParams: { value: { timeStyle: 'short' } } });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('monitoring.chartTitle')}
          </Title>
          <Anchor component={Link} to={href('/:lang/stats/:serverName', { lang, serverName: slug })}>
            {t('monitoring.more')}
          </Anchor>
        </Group>
        <LazyOnlineChart
          points={points}
          label={hour}
          onlineLabel={t('monitoring.online')}
          peakLabel={t('monitoring.peak')}
        />
      </Stack>
    </Paper>
  );
}
