import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  RotateServerTokenDocument,
  SetServerStatusAddressDocument,
  StaffServersDocument,
} from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { isPresent } from '../../../platform/isPresent';
import { notify } from '../../../platform/notifications/notify';
import { StaffTable } from '../StaffTable';

/** Staff (web.servers.manage): each game server's system token (shown once) and status address. */
export function ServerTokensPanel() {
  const { t } = useTranslation('staff');
  const lang = useLanguage();
  const { data } = useQuery(StaffServersDocument, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [StaffServersDocument] };
  const [rotate, rotating] = useMutation(RotateServerTokenDocument, refetch);
  const [setAddress] = useMutation(SetServerStatusAddressDocument, refetch);
  const [shown, setShown] = useState<{ server: string; token: string } | null>(null);
  const [addresses, setAddresses] = useState<Record<string, string>>({});
  const servers = (data?.staffServers?.items ?? []).filter(isPresent);

  return (
    <Stack gap="md">
      {shown ? (
        <Alert
          color="yellow"
          title={t('servers.tokenTitle', { server: shown.server })}
          data-testid="server-token"
        >
          <Stack gap="xs">
            <Text size="sm">{t('servers.tokenOnce')}</Text>
            <Code block>{shown.token}</Code>
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setShown(null);
                }}
              >
                {t('servers.tokenHide')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <StaffTable
        minWidth={720}
        columns={[
          t('servers.server'),
          t('servers.token'),
          t('servers.lastReport'),
          t('servers.statusAddress'),
        ]}
      >
        {servers.map((server) => {
          const address = addresses[server.slug] ?? server.statusAddress ?? '';
          return (
            <Table.Tr key={server.slug}>
              <Table.Td>{server.name}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="xs" c="dimmed">
                    {server.tokenRotatedAt
                      ? t('servers.rotatedAt', { at: formatDateTime(server.tokenRotatedAt, lang) })
                      : t('servers.noToken')}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    loading={rotating.loading}
                    onClick={() => {
                      if (!window.confirm(t('servers.rotateConfirm', { server: server.name }))) return;
                      void rotate({ variables: { input: { server: server.slug } } }).then(
                        ({ data: done }) => {
                          const token = done?.rotateServerToken;
                          if (token) setShown({ server: server.name, token: token.token });
                        },
                      );
                    }}
                  >
                    {t('servers.rotate')}
                  </Button>
                </Stack>
              </Table.Td>
              <Table.Td>{server.lastReportAt ? formatDateTime(server.lastReportAt, lang) : '—'}</Table.Td>
              <Table.Td>
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    void setAddress({
                      variables: {
                        input: { server: server.slug, statusAddress: address.trim() || null },
                      },
                    }).then(() => {
                      notify({ type: 'success', text: t('servers.addressSaved') });
                    });
                  }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      aria-label={t('servers.statusAddressOf', { server: server.name })}
                      placeholder={t('servers.addressExample')}
                      value={address}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setAddresses((all) => ({ ...all, [server.slug]: value }));
                      }}
                      size="xs"
                    />
                    <Button type="submit" size="xs" variant="default">
                      {t('servers.save')}
                    </Button>
                  </Group>
                </form>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </StaffTable>
    </Stack>
  );
}
