import { Table, Title } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StoreRoleFeaturesDocument } from '../../../generated/graphql';
import { ScrollCue } from '../../../ui/ScrollCue';
import { PlainTd, PlainTh, PlainTr, PlainVisuallyHidden } from '../../../ui/plainMantine/PlainTable';
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
  // Translated once for the table's every cell.
  const hasLabel = t('compare.has');
  const hasNotLabel = t('compare.hasNot');
  return (
    <section aria-labelledby="role-comparison">
      <Title order={2} size="h4" id="role-comparison" mb="sm">
        {t('compare.title')}
      </Title>
      <ScrollCue minWidth={120 + roles.length * 110}>
        {/* The rows and cells are Mantine's twins (one element each, ui/plainMantine), striped as the table. */}
        <Table striped data-testid="role-comparison">
          <Table.Thead>
            <PlainTr striped>
              <PlainTh>{t('compare.feature')}</PlainTh>
              {roles.map((role) => (
                <PlainTh key={role.id} ta="center">
                  {role.name}
                </PlainTh>
              ))}
            </PlainTr>
          </Table.Thead>
          <Table.Tbody>
            {features.map((row) => (
              <PlainTr striped key={row.feature}>
                <PlainTd>{row.feature}</PlainTd>
                {roles.map((role) => {
                  const has = row.roleIds.includes(role.id);
                  return (
                    <PlainTd key={role.id} ta="center">
                      {has ? <IconCheck size={16} aria-hidden /> : <IconMinus size={16} aria-hidden />}
                      <PlainVisuallyHidden>{has ? hasLabel : hasNotLabel}</PlainVisuallyHidden>
                    </PlainTd>
                  );
                })}
              </PlainTr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollCue>
    </section>
  );
}
