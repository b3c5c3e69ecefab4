import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Code, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  RollbackLauncherClientDocument,
  StaffLauncherClientsDocument,
  type StaffLauncherClientFieldsFragment,
} from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { StaffTable } from '../StaffTable';

const MEBIBYTE = 1024 * 1024;

/** Every client with its versions, newest first; any version that is not served can be served again. */
export function ClientsVersions({ clients }: { clients: StaffLauncherClientFieldsFragment[] }) {
  const { t } = useTranslation('staff');
  const lang = useLanguage();
  const [rollback, rolling] = useMutation(RollbackLauncherClientDocument, {
    refetchQueries: [StaffLauncherClientsDocument],
  });
  return (
    <Stack gap="lg">
      {clients.map((client) => (
        <Card key={client.slug} withBorder radius="md" padding="lg" data-client={client.slug}>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              {client.iconUrl ? <Image src={client.iconUrl} alt="" w={40} h={40} radius="sm" /> : null}
              <Stack gap={0} miw={0}>
                <Title order={3} size="h4">
                  {t('clients.clientTitle', { server: client.serverName, slug: client.slug })}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('clients.served', { version: client.version })}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="client-manifest">
                  {t('clients.manifest')}: <Code>{`/api-launcher/clients/${client.uuid}/manifest`}</Code>
                </Text>
              </Stack>
            </Group>
            <StaffTable
              minWidth={640}
              columns={[
                t('clients.version'),
                t('clients.java'),
                t('clients.files'),
                t('clients.publishedAt'),
                '',
              ]}
            >
              {client.versions.map((version) => (
                <Table.Tr key={version.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {version.version}
                      </Text>
                      {version.served ? (
                        <Badge size="sm" variant="light">
                          {t('clients.servedBadge')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {version.mainClass}
                    </Text>
                  </Table.Td>
                  <Table.Td>{version.javaMajor}</Table.Td>
                  <Table.Td>
                    {t('clients.fileCount', {
                      count: version.fileCount,
                      size: (version.size / MEBIBYTE).toFixed(1),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(version.createdAt, lang)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`clients.source.${version.source}`, { defaultValue: version.source })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {version.served ? null : (
                      <Button
                        size="xs"
                        variant="light"
                        loading={rolling.loading}
                        aria-label={t('clients.serveThis', { version: version.version })}
                        onClick={() => {
                          if (!window.confirm(t('clients.serveConfirm', { version: version.version })))
                            return;
                          void rollback({
                            variables: { input: { slug: client.slug, versionId: version.id } },
                          })
                            .then(() => {
                              notify({
                                type: 'success',
                                text: t('clients.servedNow', { version: version.version }),
                              });
                            })
                            .catch(() => undefined);
                        }}
                      >
                        {t('clients.serve')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </StaffTable>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
