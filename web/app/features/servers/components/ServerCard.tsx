import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ServerCardFieldsFragment } from '../../../generated/graphql';
import { CopyField } from '../../../ui/CopyField';
import { OnlineBadge } from '../../../ui/OnlineBadge';
import { PixelLandscape } from '../../../ui/PixelLandscape';
import { PlayersMeter } from '../../../ui/PlayersMeter';
import classes from './ServerCard.module.css';

export interface ServerCardProps {
  server: ServerCardFieldsFragment;
}

/** A game server at a glance: art, status, version, PvP mode, online against capacity, address. */
export function ServerCard({ server }: ServerCardProps) {
  const { t } = useTranslation('servers');
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
        <Title order={3} id={`server-${server.slug}`} className={classes.name}>
          {server.name}
        </Title>
      </Card.Section>

      <Stack gap="md" mt="md">
        <Group gap="xs">
          <Badge variant="light" radius="sm" title={t('version')}>
            {server.gameVersion}
          </Badge>
          <Badge variant="outline" radius="sm" color="gray" title={t('mode')}>
            {t(`pvpMode.${server.pvpMode}`)}
          </Badge>
        </Group>
        <PlayersMeter
          online={server.online}
          max={server.maxPlayers}
          label={t('players')}
          countLabel={countLabel}
          progressLabel={t('playersProgress', { online: server.online, max: server.maxPlayers })}
        />
        <CopyField
          value={server.address}
          label={t('address')}
          copyLabel={t('copy')}
          copiedLabel={t('copied')}
        />
      </Stack>
    </Card>
  );
}
