import { useMutation } from '@apollo/client/react';
import {
  Button,
  Divider,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  RemoveGameServerRconDocument,
  SetGameServerRconDocument,
  StaffGameServersDocument,
  TestGameServerConnectionDocument,
  type StaffGameServerFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { StackedModal } from '../../../ui/StackedModal';
import { ConnectionTestReport, type ConnectionTest } from './ConnectionTestReport';

/**
 * Staff: a server's RCON target (the password write-only: "set" or "not set", never shown) and the
 * connection test, which pings the status address and logs in over RCON.
 */
export function ServerConnectionModal({
  server,
  onClose,
}: {
  server: StaffGameServerFieldsFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const refetch = { refetchQueries: [StaffGameServersDocument] };
  const [save, saving] = useMutation(SetGameServerRconDocument, refetch);
  const [remove, removing] = useMutation(RemoveGameServerRconDocument, refetch);
  const [test, testing] = useMutation(TestGameServerConnectionDocument);
  const [result, setResult] = useState<ConnectionTest | null>(null);
  const [form, setForm] = useState(() => ({
    host: server.rcon?.host ?? '',
    port: server.rcon?.port ?? 25575,
    password: '',
    timeoutMs: server.rcon?.timeoutMs ?? 5000,
    maxAttempts: server.rcon?.maxAttempts ?? 10,
  }));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };
  const passwordSet = server.rcon?.passwordSet === true;

  const submit = () => {
    const { password, ...target } = form;
    void save({
      variables: { slug: server.slug, input: { ...target, ...(password === '' ? {} : { password }) } },
    })
      .then(() => {
        set('password', '');
        notify({ type: 'success', text: t('gameServers.rcon.saved') });
      })
      .catch(() => undefined);
  };

  return (
    <StackedModal
      opened
      onClose={onClose}
      title={t('gameServers.connectionOf', { server: server.name })}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('gameServers.rcon.help')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('gameServers.rcon.host')}
                required
                value={form.host}
                onChange={(event) => {
                  set('host', event.currentTarget.value);
                }}
              />
              <NumberInput
                label={t('gameServers.rcon.port')}
                min={1}
                max={65535}
                value={form.port}
                onChange={(value) => {
                  set('port', Number(value) || 25575);
                }}
              />
              <PasswordInput
                label={t('gameServers.rcon.password')}
                description={
                  passwordSet ? t('gameServers.rcon.passwordKeep') : t('gameServers.rcon.passwordMissing')
                }
                required={!passwordSet}
                autoComplete="new-password"
                value={form.password}
                onChange={(event) => {
                  set('password', event.currentTarget.value);
                }}
              />
              <NumberInput
                label={t('gameServers.rcon.timeoutMs')}
                min={500}
                max={60000}
                step={500}
                value={form.timeoutMs}
                onChange={(value) => {
                  set('timeoutMs', Number(value) || 5000);
                }}
              />
              <NumberInput
                label={t('gameServers.rcon.maxAttempts')}
                min={1}
                max={100}
                value={form.maxAttempts}
                onChange={(value) => {
                  set('maxAttempts', Number(value) || 10);
                }}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={saving.loading}>
                {t('gameServers.rcon.save')}
              </Button>
              {server.rcon ? (
                <Button
                  variant="default"
                  loading={removing.loading}
                  onClick={() => {
                    void remove({ variables: { slug: server.slug } })
                      .then(() => {
                        notify({ type: 'success', text: t('gameServers.rcon.removed') });
                      })
                      .catch(() => undefined);
                  }}
                >
                  {t('gameServers.rcon.remove')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
        <Divider />
        <Button
          variant="light"
          loading={testing.loading}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setResult(null);
            void test({ variables: { slug: server.slug } })
              .then(({ data }) => {
                setResult(data?.testGameServerConnection ?? null);
              })
              .catch(() => undefined);
          }}
        >
          {t('gameServers.test.run')}
        </Button>
        {result ? <ConnectionTestReport result={result} /> : null}
      </Stack>
    </StackedModal>
  );
}
