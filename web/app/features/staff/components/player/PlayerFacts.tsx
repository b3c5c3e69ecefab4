import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../payments';
import type { DateText, StaffPlayerView } from './playerCardTypes';

/** Who the player is: contact, dates, groups, money, and how they sign in. */
export function PlayerFacts({ player, date }: { player: StaffPlayerView; date: DateText }) {
  const { t } = useTranslation('staff');
  const money = useMoneyFormat();
  const methods = [
    player.hasPassword ? t('players.password') : null,
    ...player.signInMethods.map((method) => method.provider),
  ].filter(Boolean);
  return (
    <Stack gap="xs">
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
      <Text size="sm">{methods.join(', ') || '—'}</Text>
      <Text size="sm">
        {player.twoFactorType === 0
          ? t('players.twoFactorOff')
          : t('players.twoFactorOn', {
              bot: player.twoFactorType === 2 ? t('players.bots.2') : t('players.bots.1'),
            })}
      </Text>
    </Stack>
  );
}
