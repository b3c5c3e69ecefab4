import { Badge, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import type { ServerCardFieldsFragment } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { CopyField } from '../../../ui/CopyField';
import { OnlineBadge } from '../../../ui/OnlineBadge';
import { PixelLandscape } from '../../../ui/PixelLandscape';
import { PlayersMeter } from '../../../ui/PlayersMeter';
import { PlainGroup } from '../../../ui/plainMantine/PlainGroup';
import { PlainStack } from '../../../ui/plainMantine/PlainStack';
import { PlainTitle } from '../../../ui/plainMantine/PlainTitle';
import { Motd } from './Motd';
import classes from './ServerCard.module.css';

export interface ServerCardProps {
  server: ServerCardFieldsFragment;
}

/** The server's page: its document when it has one, else its statistics. */
export function serverPagePath(server: ServerCardFieldsFragment, lang: string): string {
  return server.documentSlug === null
    ? href('/:lang/stats/:serverName', { lang, serverName: server.slug })
    : href('/:lang/servers/:documentId', { lang, documentId: server.documentSlug });
}

/**
 * A game server at a glance: art, status, version (the pinged one), MOTD, PvP mode, online against
 * capacity, address. The whole card leads to the server's page: the name is the link and its area is
 * stretched over the card, while the address field stays its own control above it.
 */
export function ServerCard({ server }: ServerCardProps) {
  const { t } = useTranslation('servers');
  const lang = useLanguage();
  const countLabel = t('playersCount', { online: server.online, max: server.maxPlayers });

  return (
    <Card
      component="article"
      padding="lg"
      radius="lg"
      className={classes.card}
      aria-labelledby={`server-${server.slug}`}
      data-testid="server-card"
    >
      <Card.Section className={classes.cover}>
        <PixelLandscape seed={server.slug} className={classes.art} />
        <div className={classes.status}>
          <OnlineBadge
            online={server.isOnline}
            label={server.isOnline ? t('status.online') : t('status.offline')}
          />
        </div>
        <PlainTitle order={3} id={`server-${server.slug}`} className={classes.name}>
          <Link to={serverPagePath(server, lang)} className={classes.link} data-testid="server-card-link">
            {server.name}
          </Link>
        </PlainTitle>
      </Card.Section>

      <PlainStack gap="md" mt="md">
        <PlainGroup gap="xs">
          <Badge variant="light" radius="sm" title={t('version')}>
            {server.version}
          </Badge>
          <Badge variant="outline" radius="sm" color="gray" title={t('mode')}>
            {t(`pvpMode.${server.pvpMode}`)}
          </Badge>
        </PlainGroup>
        <Motd segments={server.motdSegments} />
        <PlayersMeter
          online={server.online}
          max={server.maxPlayers}
          label={t('players')}
          countLabel={countLabel}
          progressLabel={t('playersProgress', { online: server.online, max: server.maxPlayers })}
        />
        <div className={classes.above}>
          <CopyField
            value={server.address}
            label={t('address')}
            copyLabel={t('copy')}
            copiedLabel={t('copied')}
          />
        </div>
      </PlainStack>
    </Card>
  );
}
