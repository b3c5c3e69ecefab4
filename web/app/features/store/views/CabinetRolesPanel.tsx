import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { CabinetRolesDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { RoleList } from '../components/RoleList';
import { TransferRoleModal } from './TransferRoleModal';

// Uncertain and failed ones wait for staff: the player sees them as being checked, not as lost.
const STATE_COLORS = {
  pending: 'yellow',
  leased: 'blue',
  sending: 'blue',
  uncertain: 'orange',
  failed: 'orange',
  resent: 'gray',
  done: 'teal',
} as const;

/** Cabinet → privileges: the player's roles and every delivery to the game with its state. */
export function CabinetRolesPanel() {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const { data, loading } = useQuery(CabinetRolesDocument, { fetchPolicy: 'cache-and-network' });
  const [transferring, setTransferring] = useState<number | null>(null);
  const view = data?.cabinetRoles;
  if (!view) return loading ? <Loader /> : null;
  const roles = view.roles;
  const deliveries = view.deliveries;
  return (
    <Stack gap="lg">
      {roles.length === 0 ? (
        <Group>
          <Text c="dimmed">{t('cabinet.none')}</Text>
          <Button component={Link} to={href('/:lang/store', { lang })} variant="light">
            {t('cabinet.toStore')}
          </Button>
        </Group>
      ) : (
        <RoleList
          roles={roles}
          action={(role) =>
            role.active ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setTransferring(role.grantId);
                }}
                data-testid="transfer-role-open"
              >
                {t('roleTransfer.open')}
              </Button>
            ) : null
          }
        />
      )}
      {deliveries.length > 0 ? (
        <Stack gap="xs">
          <Title order={3}>{t('cabinet.deliveries')}</Title>
          <Text size="sm" c="dimmed">
            {t('cabinet.deliveriesHint')}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cabinet.what')}</Table.Th>
                  <Table.Th>{t('cabinet.server')}</Table.Th>
                  <Table.Th>{t('cabinet.when')}</Table.Th>
                  <Table.Th>{t('cabinet.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.map((delivery) => (
                  <Table.Tr key={delivery.id} data-testid="delivery-row">
                    <Table.Td>{t(`kinds.${delivery.kind}`)}</Table.Td>
                    <Table.Td>{delivery.server}</Table.Td>
                    <Table.Td>{formatDateTime(delivery.deliveredAt ?? delivery.createdAt, lang)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLORS[delivery.state]} variant="light" data-state={delivery.state}>
                        {t(`states.${delivery.state}`)}
                      </Badge>
                      {delivery.resends > 0 ? (
                        <Text size="xs" c="dimmed" data-testid="delivery-resent">
                          {t('cabinet.resentByStaff', { count: delivery.resends })}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
      {transferring === null ? null : (
        <TransferRoleModal
          grantId={transferring}
          onClose={() => {
            setTransferring(null);
          }}
        />
      )}
    </Stack>
  );
}
