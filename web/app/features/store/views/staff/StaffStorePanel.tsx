import { Badge, Button, Group, Loader, SegmentedControl, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useQuery } from '../../../../platform/apollo/useQuery';
import { StaffStoreCatalogueDocument, StoreServersDocument } from '../../../../generated/graphql';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { useMoneyFormat } from '../../../payments';
import { StaffRoleForm, type StaffRole } from './StaffRoleForm';

/** Staff (store.manage): a server's roles with prices per period; each opens its editor. */
export function StaffStorePanel() {
  const { t } = useTranslation('store');
  const money = useMoneyFormat();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const servers = useQuery(StoreServersDocument).data?.storeRoles?.servers ?? [];
  const server = params.get('server') ?? servers[0]?.slug;
  const { data, loading } = useQuery(StaffStoreCatalogueDocument, {
    variables: server === undefined ? {} : { server },
    skip: server === undefined,
  });
  const [editing, setEditing] = useState<{ role: StaffRole | null } | null>(null);
  const roles = data?.staffStoreCatalogue?.roles ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          value={server ?? ''}
          data={servers.map((item) => ({ value: item.slug, label: item.name }))}
          onChange={(value) => {
            setParams({ server: value }, { preventScrollReset: true });
          }}
        />
        <Button
          onClick={() => {
            setEditing({ role: null });
          }}
        >
          {t('staff.newRole')}
        </Button>
      </Group>
      {loading && roles.length === 0 ? <Loader /> : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.name')}</Table.Th>
              <Table.Th>{t('periods.month')}</Table.Th>
              <Table.Th>{t('periods.quarter')}</Table.Th>
              <Table.Th>{t('periods.forever')}</Table.Th>
              <Table.Th>{t('staff.discount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((role) => (
              <Table.Tr key={role.id} data-testid="staff-role">
                <Table.Td>
                  <Group gap="xs">
                    {role.name[lang]}
                    {role.bestChoice ? <Badge size="xs">{t('bestChoice')}</Badge> : null}
                    {role.onSale ? null : (
                      <Badge size="xs" color="gray">
                        {t('staff.offSale')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{money.kopecks(role.priceMonthKopecks)}</Table.Td>
                <Table.Td>{money.kopecks(role.priceQuarterKopecks)}</Table.Td>
                <Table.Td>{money.kopecks(role.priceForeverKopecks)}</Table.Td>
                <Table.Td>{role.discountPercent}%</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => {
                      setEditing({ role });
                    }}
                  >
                    {t('staff.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing !== null && server !== undefined ? (
        <StaffRoleForm
          key={editing.role?.id ?? 'new'}
          server={server}
          role={editing.role}
          opened
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
