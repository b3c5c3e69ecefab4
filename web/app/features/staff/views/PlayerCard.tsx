import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffBanPlayerDocument,
  StaffEndSessionsDocument,
  StaffPlayerDocument,
  StaffResetTwoFactorDocument,
  StaffUnbanPlayerDocument,
} from '../../../generated/graphql';
import { hasPermission } from '../../../platform/auth/authState';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { isPresent } from '../../../platform/isPresent';
import { notify } from '../../../platform/notifications/notify';
import { useSession } from '../../../platform/session/useSession';
import { useMoneyFormat } from '../../payments';

const REASON_MIN = 3;

/** One player for staff: read-only facts, and the actions this member's permissions allow. */
export function PlayerCard({ login }: { login: string }) {
  const { t } = useTranslation(['staff', 'payments']);
  const lang = useLanguage();
  const money = useMoneyFormat();
  const permissions = useSession().permissions;
  const can = (path: string) => hasPermission(permissions, path);
  const { data, refetch } = useQuery(StaffPlayerDocument, {
    variables: { login },
    fetchPolicy: 'network-only',
  });
  const refresh = { refetchQueries: [StaffPlayerDocument] };
  const [endSessions, ending] = useMutation(StaffEndSessionsDocument, refresh);
  const [resetTwoFactor, resetting] = useMutation(StaffResetTwoFactorDocument, refresh);
  const [ban, banning] = useMutation(StaffBanPlayerDocument);
  const [unban, unbanning] = useMutation(StaffUnbanPlayerDocument);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number | ''>('');
  const player = data?.staffPlayer;
  if (!player) return null;
  const sessions = player.sessions.filter(isPresent);
  const bans = player.bans.filter(isPresent);
  const activeBan = bans.find((item) => item.active);
  const reasonOk = reason.trim().length >= REASON_MIN;
  const date = (value: string | null | undefined) => (value ? formatDateTime(value, lang) : '—');

  return (
    <Card withBorder radius="md" padding="lg" data-testid="staff-player">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h3">
            {player.login}
          </Title>
          {activeBan ? <Badge color="red">{t('players.banned')}</Badge> : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">{t('players.facts.email', { email: player.email ?? '—' })}</Text>
          <Text size="sm">{t('players.facts.registered', { at: date(player.createdAt) })}</Text>
          <Text size="sm">{t('players.facts.lastOnline', { at: date(player.lastOnlineAt) })}</Text>
          <Text size="sm">{t('players.facts.registrationIp', { ip: player.registrationIp ?? '—' })}</Text>
          <Text size="sm">{t('players.facts.groups', { groups: player.groups.join(', ') })}</Text>
          <Text size="sm">
            {t('players.facts.money', {
              balance: money.kopecks(player.balanceKopecks),
              coins: money.coins(player.coins),
            })}
          </Text>
        </SimpleGrid>

        <Title order={4} size="h4">
          {t('players.signIn')}
        </Title>
        <Text size="sm">
          {[
            player.hasPassword ? t('players.password') : null,
            ...player.signInMethods.filter(isPresent).map((method) => method.provider),
          ]
            .filter(Boolean)
            .join(', ') || '—'}
        </Text>
        <Group gap="xs">
          <Text size="sm">
            {player.twoFactorType === 0
              ? t('players.twoFactorOff')
              : t('players.twoFactorOn', {
                  bot: player.twoFactorType === 2 ? t('players.bots.2') : t('players.bots.1'),
                })}
          </Text>
        </Group>

        <Group justify="space-between">
          <Title order={4} size="h4">
            {t('players.sessions')}
          </Title>
          {can('staff.players.sessions') ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={ending.loading}
              disabled={!sessions.some((session) => session.active)}
              onClick={() => {
                void endSessions({ variables: { login: player.login } }).then(({ data: done }) => {
                  notify({
                    type: 'success',
                    text: t('players.ended', { count: done?.staffEndSessions?.ended ?? 0 }),
                  });
                });
              }}
            >
              {t('players.endSessions')}
            </Button>
          ) : null}
        </Group>
        {sessions.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('players.noSessions')}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="staff-sessions">
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{session.source}</Table.Td>
                  <Table.Td>{[session.browser, session.system].filter(Boolean).join(', ') || '—'}</Table.Td>
                  <Table.Td>{session.ip ?? '—'}</Table.Td>
                  <Table.Td>{date(session.lastUsedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={session.active ? 'teal' : 'gray'} variant="light">
                      {session.active ? t('players.active') : t('players.ended_state')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Title order={4} size="h4">
          {t('players.movements')}
        </Title>
        {player.movements.filter(isPresent).length === 0 ? (
          <Text c="dimmed" size="sm">
            —
          </Text>
        ) : null}
        {player.movements.filter(isPresent).map((movement) => (
          <Text size="sm" key={movement.id}>
            {date(movement.at)} ·{' '}
            {t(`payments:history.kinds.${movement.kind}`, { defaultValue: movement.kind })} ·{' '}
            {movement.changes
              .filter(isPresent)
              .map((change) =>
                change.currency === 'RUB'
                  ? money.kopecks(change.amount)
                  : `${String(change.amount)} ${change.currency}`,
              )
              .join(', ')}
            {movement.reason ? ` · ${movement.reason}` : ''}
          </Text>
        ))}

        <Title order={4} size="h4">
          {t('players.bans')}
        </Title>
        {bans.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('players.noBans')}
          </Text>
        ) : null}
        {bans.map((item) => (
          <Text size="sm" key={item.id}>
            {item.permanent
              ? t('players.banPermanent', {
                  reason: item.reason,
                  by: item.bannedBy ?? '—',
                  at: date(item.startsAt),
                })
              : t('players.banUntil', {
                  reason: item.reason,
                  by: item.bannedBy ?? '—',
                  until: date(item.endsAt),
                })}
            {item.liftedBy
              ? ` · ${t('players.lifted', { by: item.liftedBy, reason: item.liftReason ?? '' })}`
              : ''}
          </Text>
        ))}

        {can('staff.players.bans') || can('staff.players.twoFactor') ? (
          <Stack gap="xs">
            <TextInput
              label={t('players.reason')}
              description={t('players.reasonHelp')}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
              }}
              maxLength={500}
            />
            <Group gap="xs" align="flex-end" wrap="wrap">
              {can('staff.players.bans') && !activeBan ? (
                <>
                  <NumberInput
                    label={t('players.days')}
                    description={t('players.daysHelp')}
                    value={days}
                    min={1}
                    max={3650}
                    allowDecimal={false}
                    onChange={(value) => {
                      setDays(typeof value === 'number' ? value : '');
                    }}
                    w={160}
                  />
                  <Button
                    color="red"
                    disabled={!reasonOk}
                    loading={banning.loading}
                    onClick={() => {
                      void ban({
                        variables: {
                          login: player.login,
                          input: { reason: reason.trim(), days: days === '' ? null : days },
                        },
                      }).then(() => {
                        setReason('');
                        void refetch();
                      });
                    }}
                  >
                    {t('players.ban')}
                  </Button>
                </>
              ) : null}
              {can('staff.players.bans') && activeBan ? (
                <Button
                  disabled={!reasonOk}
                  loading={unbanning.loading}
                  onClick={() => {
                    void unban({ variables: { login: player.login, input: { reason: reason.trim() } } }).then(
                      () => {
                        setReason('');
                        void refetch();
                      },
                    );
                  }}
                >
                  {t('players.unban')}
                </Button>
              ) : null}
              {can('staff.players.twoFactor') && player.twoFactorType !== 0 ? (
                <Button
                  variant="light"
                  disabled={!reasonOk}
                  loading={resetting.loading}
                  onClick={() => {
                    void resetTwoFactor({
                      variables: { login: player.login, input: { reason: reason.trim() } },
                    }).then(() => {
                      setReason('');
                    });
                  }}
                >
                  {t('players.resetTwoFactor')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
