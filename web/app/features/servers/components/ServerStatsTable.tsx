import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import type { ServerCatalogueQuery } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { OnlineBadge } from '../../../ui/OnlineBadge';

type CatalogueServer = NonNullable<ServerCatalogueQuery['servers']>['items'][number];

export interface ServerStatsTableProps {
  servers: readonly CatalogueServer[];
}

/** Online now, today's record and the all-time record of each server. */
export function ServerStatsTable({ servers }: ServerStatsTableProps) {
  const { t } = useTranslation('servers');
  const lang = useLanguage();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="server-stats">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stats.server')}</Table.Th>
            <Table.Th>{t('stats.status')}</Table.Th>
            <Table.Th ta="right">{t('stats.online')}</Table.Th>
            <Table.Th ta="right">{t('stats.recordDay')}</Table.Th>
            <Table.Th ta="right">{t('stats.recordMax')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {servers.map((server) =>
            server ? (
              <Table.Tr key={server.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={href('/:lang/stats/:serverName', { lang, serverName: server.slug })}
                    fw={600}
                  >
                    {server.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <OnlineBadge
                    online={server.isOnline}
                    label={t(server.isOnline ? 'status.online' : 'status.offline')}
                  />
                </Table.Td>
                <Table.Td ta="right">{t('stats.number', { value: server.online })}</Table.Td>
                <Table.Td ta="right">{t('stats.number', { value: server.recordDay })}</Table.Td>
                <Table.Td ta="right">{t('stats.number', { value: server.recordMax })}</Table.Td>
              </Table.Tr>
            ) : null,
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
