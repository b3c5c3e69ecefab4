import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { StaffGameBanFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';

const DELIVERY_COLORS: Record<string, string> = { waiting: 'yellow', delivered: 'teal', failed: 'red' };

/** One game ban: who, where, why, until when, whether it is in force and how far its command got. */
export function GameBanRow({ ban, onLift }: { ban: StaffGameBanFieldsFragment; onLift: () => void }) {
  const { t } = useTranslation('staff');
  const lang = useLanguage();
  const state = ban.active ? 'active' : ban.liftedAt === null ? 'ended' : 'lifted';
  return (
    <Table.Tr data-testid="game-ban" data-ban-id={ban.id}>
      <Table.Td>{ban.player}</Table.Td>
      <Table.Td>{ban.server.name}</Table.Td>
      <Table.Td>
        <Text size="sm">{ban.reason}</Text>
        <Text size="xs" c="dimmed">
          {t('gameBans.by', { login: ban.bannedBy })}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateTime(ban.startsAt, lang)}</Table.Td>
      <Table.Td>
        {ban.permanent || ban.endsAt === null ? t('gameBans.forever') : formatDateTime(ban.endsAt, lang)}
      </Table.Td>
      <Table.Td>
        <Badge color={state === 'active' ? 'red' : 'gray'} variant="light">
          {t(`gameBans.states.${state}`)}
        </Badge>
        {ban.liftedBy === null ? null : (
          <Text size="xs" c="dimmed">
            {t('gameBans.liftedBy', { login: ban.liftedBy })}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-testid="game-ban-delivery">
        {ban.delivery === null ? (
          <Text size="xs" c="dimmed">
            {t('gameBans.noCommand')}
          </Text>
        ) : (
          <Badge color={DELIVERY_COLORS[ban.delivery.state] ?? 'gray'} variant="light">
            {t(`gameBans.commands.${ban.delivery.action}`)}: {t(`gameBans.delivery.${ban.delivery.state}`)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {ban.active ? (
          <Button size="compact-sm" variant="light" color="red" onClick={onLift}>
            {t('gameBans.lift')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
