import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffDeleteRedirectDocument,
  StaffDeleteReferralAliasDocument,
  StaffRedirectsDocument,
  StaffSaveRedirectDocument,
  StaffSaveReferralAliasDocument,
} from '../../../generated/graphql';
import { isPresent } from '../../../platform/isPresent';

/**
 * Staff (staff.redirects.manage): redirect rules of old addresses and the deprecated referral aliases.
 * The api checks every target with the safe-redirect rules and answers a translated reason.
 */
export function RedirectsPanel() {
  const { t } = useTranslation('staff');
  const { data } = useQuery(StaffRedirectsDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [StaffRedirectsDocument] };
  const [saveRule] = useMutation(StaffSaveRedirectDocument, refetch);
  const [deleteRule] = useMutation(StaffDeleteRedirectDocument, refetch);
  const [saveAlias] = useMutation(StaffSaveReferralAliasDocument, refetch);
  const [deleteAlias] = useMutation(StaffDeleteReferralAliasDocument, refetch);
  const [rule, setRule] = useState({ path: '', target: '', permanent: true });
  const [alias, setAlias] = useState({ alias: '', code: '' });
  const rules = (data?.staffRedirects?.items ?? []).filter(isPresent);
  const aliases = (data?.staffReferralAliases?.items ?? []).filter(isPresent);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('redirects.rules')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('redirects.rulesHelp')}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="redirect-rules">
              <Table.Tbody>
                {rules.map((item) => (
                  <Table.Tr key={item.path}>
                    <Table.Td>{item.path}</Table.Td>
                    <Table.Td>{item.target}</Table.Td>
                    <Table.Td>
                      {item.permanent ? t('redirects.permanent') : t('redirects.temporary')}
                    </Table.Td>
                    <Table.Td>
                      <CloseButton
                        aria-label={t('redirects.remove', { path: item.path })}
                        onClick={() => {
                          void deleteRule({ variables: { path: item.path } });
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void saveRule({ variables: { input: rule } }).then(() => {
                setRule({ path: '', target: '', permanent: true });
              });
            }}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('redirects.path')}
                placeholder={t('redirects.pathExample')}
                value={rule.path}
                onChange={(event) => {
                  const path = event.currentTarget.value;
                  setRule((current) => ({ ...current, path }));
                }}
              />
              <TextInput
                label={t('redirects.target')}
                placeholder={t('redirects.targetExample')}
                value={rule.target}
                onChange={(event) => {
                  const target = event.currentTarget.value;
                  setRule((current) => ({ ...current, target }));
                }}
              />
              <Checkbox
                label={t('redirects.permanent')}
                checked={rule.permanent}
                onChange={(event) => {
                  const permanent = event.currentTarget.checked;
                  setRule((current) => ({ ...current, permanent }));
                }}
              />
              <Button type="submit" variant="default" disabled={rule.path.length < 2 || rule.target === ''}>
                {t('redirects.save')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('redirects.aliases')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('redirects.aliasesHelp')}
          </Text>
          {aliases.map((item) => (
            <Group key={item.alias} gap="xs">
              <Text size="sm">{t('redirects.aliasRow', { alias: item.alias, code: item.code })}</Text>
              <CloseButton
                size="sm"
                aria-label={t('redirects.removeAlias', { alias: item.alias })}
                onClick={() => {
                  void deleteAlias({ variables: { alias: item.alias } });
                }}
              />
            </Group>
          ))}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void saveAlias({ variables: { input: alias } }).then(() => {
                setAlias({ alias: '', code: '' });
              });
            }}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('redirects.alias')}
                value={alias.alias}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAlias((current) => ({ ...current, alias: value }));
                }}
              />
              <TextInput
                label={t('redirects.code')}
                value={alias.code}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAlias((current) => ({ ...current, code: value }));
                }}
              />
              <Button type="submit" variant="default" disabled={alias.alias === '' || alias.code === ''}>
                {t('redirects.save')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Card>
    </Stack>
  );
}
