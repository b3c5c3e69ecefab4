import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { StaffGameServerFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';

export type RowAction = 'up' | 'down' | 'edit' | 'connection' | 'toggle' | 'token' | 'retire';

/** One server in the staff table: its state, addresses, RCON and token, and what staff can do to it. */
export function GameServerRow({
  server,
  first,
  last,
  onAction,
}: {
  server: StaffGameServerFieldsFragment;
  first: boolean;
  last: boolean;
  onAction: (action: RowAction) => void;
}) {
  const { t } = useTranslation('staff');
  const lang = useLanguage();
  const name = server.name;
  const retired = server.retiredAt !== null;
  const button = (action: RowAction, label: string, aria: string, color?: string) => (
    <Button
      size="compact-xs"
      variant="light"
      color={color}
      aria-label={aria}
      onClick={() => {
        onAction(action);
      }}
    >
      {label}
    </Button>
  );
  return (
    <Table.Tr data-testid={`server-row-${server.slug}`}>
      <Table.Td>
        {retired ? null : (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={first}
              aria-label={t('gameServers.moveUp', { server: name })}
              onClick={() => {
                onAction('up');
              }}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={last}
              aria-label={t('gameServers.moveDown', { server: name })}
              onClick={() => {
                onAction('down');
              }}
            >
              ↓
            </ActionIcon>
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {server.slug}
            </Text>
            {retired ? (
              <Badge size="xs" color="gray" variant="light">
                {t('gameServers.retired')}
              </Badge>
            ) : !server.visible ? (
              <Badge size="xs" color="yellow" variant="light">
                {t('gameServers.hidden')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>{server.gameVersion}</Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm">{server.address}</Text>
          <Text size="xs" c="dimmed">
            {server.statusAddress ?? t('gameServers.notPinged')}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        {server.rcon ? (
          <Stack gap={2}>
            <Text size="sm">{`${server.rcon.host}:${String(server.rcon.port)}`}</Text>
            <Text size="xs" c="dimmed">
              {server.rcon.passwordSet ? t('gameServers.passwordSet') : t('gameServers.passwordNotSet')}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t('gameServers.rconNone')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {server.tokenRotatedAt
            ? t('servers.rotatedAt', { at: formatDateTime(server.tokenRotatedAt, lang) })
            : t('servers.noToken')}
        </Text>
      </Table.Td>
      <Table.Td>
        {retired ? null : (
          <Group gap={4}>
            {button('edit', t('gameServers.edit'), t('gameServers.editOf', { server: name }))}
            {button(
              'connection',
              t('gameServers.connection'),
              t('gameServers.connectionOf', { server: name }),
            )}
            {server.visible
              ? button('toggle', t('gameServers.hide'), t('gameServers.hideOf', { server: name }))
              : button('toggle', t('gameServers.show'), t('gameServers.showOf', { server: name }))}
            {button('token', t('servers.rotate'), t('gameServers.tokenOf', { server: name }))}
            {button('retire', t('gameServers.retire'), t('gameServers.retireOf', { server: name }), 'red')}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
