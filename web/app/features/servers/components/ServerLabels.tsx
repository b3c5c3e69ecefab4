import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { OnlineBadge } from '../../../ui/OnlineBadge';

export interface ServerLabelProps {
  server: { slug: string; name: string; isOnline: boolean };
}

/** A server's name as a link to its statistics: the first cell of the monitoring and statistics tables. */
export function ServerNameLink({ server }: ServerLabelProps) {
  const lang = useLanguage();
  return (
    <Anchor
      component={Link}
      to={href('/:lang/stats/:serverName', { lang, serverName: server.slug })}
      fw={600}
    >
      {server.name}
    </Anchor>
  );
}

/** Online or offline: the second cell of those tables. */
export function ServerStatusBadge({ server }: ServerLabelProps) {
  const { t } = useTranslation('servers');
  return (
    <OnlineBadge online={server.isOnline} label={t(server.isOnline ? 'status.online' : 'status.offline')} />
  );
}
