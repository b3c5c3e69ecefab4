import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffEndSessionsDocument,
  StaffPlayerDocument,
  StaffPlayerRecordsDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { hasPermission } from '../../../platform/auth/authState';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { useSession } from '../../../platform/session/useSession';
import { PlayerBans } from '../components/player/PlayerBans';
import { PlayerFacts } from '../components/player/PlayerFacts';
import { PlayerMoney } from '../components/player/PlayerMoney';
import { PlayerSessions } from '../components/player/PlayerSessions';
import { PlayerStore } from '../components/player/PlayerStore';
import { PlayerActions } from './PlayerActions';
import { SiteBanDialog } from './SiteBanDialog';

/**
 * One player for staff: who they are, what they hold and bought, how it was paid and delivered, their
 * bans and sessions (each a short list linking to its staff screen), and the actions this member may take.
 */
export function PlayerCard({ login }: { login: string }) {
  const { t } = useTranslation('staff');
  const lang = useLanguage();
  const permissions = useSession().permissions;
  const can = (path: string) => hasPermission(permissions, path);
  const variables = { login };
  const { data } = useQuery(StaffPlayerDocument, { variables, fetchPolicy: 'network-only' });
  const records = useQuery(StaffPlayerRecordsDocument, { variables, fetchPolicy: 'network-only' }).data;
  const [endSessions, ending] = useMutation(StaffEndSessionsDocument, {
    refetchQueries: [StaffPlayerDocument],
  });
  const [banning, setBanning] = useState(false);
  const player = data?.staffPlayer;
  if (!player) return null;
  const date = (value: string | null | undefined) => (value ? formatDateTime(value, lang) : '—');
  const banned = player.bans.some((ban) => ban.active);
  const playerRecords = records?.staffPlayerRecords ?? null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="staff-player">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={3} size="h3">
            {player.login}
          </Title>
          {banned ? <Badge color="red">{t('players.banned')}</Badge> : null}
        </Group>
        <PlayerFacts player={player} date={date} />
        <PlayerStore login={player.login} records={playerRecords} date={date} />
        <PlayerMoney player={player} records={playerRecords} date={date} />
        <PlayerBans
          player={player}
          records={playerRecords}
          date={date}
          banAction={
            can('staff.players.bans') && !banned ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => {
                  setBanning(true);
                }}
              >
                {t('players.ban')}
              </Button>
            ) : null
          }
        />
        <PlayerSessions
          player={player}
          date={date}
          ending={ending.loading}
          onEnd={
            can('staff.players.sessions')
              ? () => {
                  void endSessions({ variables }).then(({ data: done }) => {
                    notify({
                      type: 'success',
                      text: t('players.ended', { count: done?.staffEndSessions?.ended ?? 0 }),
                    });
                  });
                }
              : null
          }
        />
        <PlayerActions
          player={player}
          canUnban={can('staff.players.bans')}
          canResetTwoFactor={can('staff.players.twoFactor')}
        />
      </Stack>
      <SiteBanDialog
        login={player.login}
        opened={banning}
        onClose={() => {
          setBanning(false);
        }}
      />
    </Card>
  );
}
