import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { OnlineBadge } from '../../../ui/OnlineBadge';

export interface ServerCellsProps {
  server: { slug: string; name: string; isOnline: boolean };
}

/** The first two cells of a server row in the monitoring and statistics tables: its name (to its statistics) and status. */
export function ServerCells({ server }: ServerCellsProps) {
  const { t } = useTranslation('servers');
  const lang = useLanguage();
  return (
    <>
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
    </>
  );
}
