import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { LogView } from '../components/LogView';
import { useLauncherAgent } from '../hooks/LauncherAgentProvider';
import { NoAgent } from '../components/NoAgent';

/** docs/product.md#launcher: entering debugging clears the logs; then the game's lines stream in. */
export function DebuggingView() {
  const { t } = useTranslation('launcher');
  const { api, logs, clearLogs, status, launchedUuid, cancel } = useLauncherAgent();
  useEffect(clearLogs, [clearLogs]);
  if (!api) return <NoAgent />;
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">{t(`status.${status}`)}</Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={clearLogs}>
            {t('logs.clear')}
          </Button>
          {launchedUuid !== null ? (
            <Button variant="default" size="xs" onClick={() => void cancel()}>
              {t('client.cancel')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {logs.length === 0 ? <Text c="dimmed">{t('logs.empty')}</Text> : null}
      <LogView rows={logs} />
    </>
  );
}
