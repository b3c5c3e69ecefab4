import { Table, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StoreRoleFeaturesDocument } from '../../../generated/graphql';
import { ScrollCue } from '../../../ui/ScrollCue';
import { storeServerVariables } from '../storeServerVariables';

/**
 * The server's roles side by side (store/role/features): one row per feature, a mark where a role has
 * it. `server` is the page's own choice (the address's `?server=`, or none for the api's default), the
 * same variables as the catalogue's, so the route preloads both and the table is in the first HTML.
 */
export function RoleComparison({ server }: { server: string | undefined }) {
  const { t } = useTranslation('store');
  const data = useQuery(StoreRoleFeaturesDocument, {
    variables: storeServerVariables(server),
  }).data?.storeRoleFeatures;
  const roles = data?.roles ?? [];
  const features = data?.features ?? [];
  if (roles.length < 2 || features.length === 0) return null;
  return (
    <section aria-labelledby="role-comparison">
      <Title order={2} size="h4" id="role-comparison" mb="sm">
        {t('compare.title')}
      </Title>
      <ScrollCue minWidth={120 + roles.length * 110}>
        <Table striped data-testid="role-comparison">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('compare.feature')}</Table.Th>
              {roles.map((role) => (
                <Table.Th key={role.id} ta="center">
                  {role.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {features.map((row) => (
              <Table.Tr key={row.feature}>
                <Table.Td>{row.feature}</Table.Td>
                {roles.map((role) => {
                  const has = row.roleIds.includes(role.id);
                  return (
                    <Table.Td key={role.id} ta="center">
                      {has ? <IconCheck size={16} aria-hidden /> : <IconMinus size={16} aria-hidden />}
                      <VisuallyHidden>{t(has ? 'compare.has' : 'compare.hasNot')}</VisuallyHidden>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollCue>
    </section>
  );
}
