import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { TestGameServerConnectionMutation } from '../../../generated/graphql';

export type ConnectionTest = NonNullable<TestGameServerConnectionMutation['testGameServerConnection']>;

/** One side of the test in words, green when it answered, with the system's own message below. */
function Outcome({
  title,
  ok,
  text,
  detail,
}: {
  title: string;
  ok: boolean;
  text: string;
  detail: string | null;
}) {
  const { t } = useTranslation('staff');
  return (
    <Alert color={ok ? 'green' : 'red'} title={title}>
      <Stack gap={2}>
        <Text size="sm">{text}</Text>
        {detail ? (
          <Text size="xs" c="dimmed">
            {t('gameServers.test.detail', { detail })}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** What the connection test found: the Server List Ping answer and the RCON login. */
export function ConnectionTestReport({ result }: { result: ConnectionTest }) {
  const { t } = useTranslation('staff');
  const { ping, rcon } = result;
  return (
    <Stack gap="xs" data-testid="connection-test">
      <Outcome
        title={t('gameServers.test.pingTitle')}
        ok={ping.outcome === 'ok'}
        text={t(`gameServers.test.ping.${ping.outcome}`, {
          version: ping.version ?? '—',
          online: ping.online ?? 0,
          max: ping.maxPlayers ?? 0,
        })}
        detail={ping.detail}
      />
      <Outcome
        title={t('gameServers.test.rconTitle')}
        ok={rcon.outcome === 'ok'}
        text={t(`gameServers.test.rcon.${rcon.outcome}`)}
        detail={rcon.detail}
      />
    </Stack>
  );
}
