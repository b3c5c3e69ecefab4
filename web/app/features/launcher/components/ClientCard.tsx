import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { AgentClient, DownloadProgress, LauncherStatus } from '../../../platform/launcher/agentContract';

export interface ClientCardProps {
  client: AgentClient;
  /** This client is the one being installed or played. */
  active: boolean;
  status: LauncherStatus;
  progress: DownloadProgress;
  onLaunch: () => void;
  onCancel: () => void;
}

const MEGABYTE = 1024 * 1024;

/** One server's client: install, update or play, and while it runs its progress and a cancel button. */
export function ClientCard({ client, active, status, progress, onLaunch, onCancel }: ClientCardProps) {
  const { t } = useTranslation('launcher');
  const installed = client.installedVersion !== null;
  const outdated = installed && client.installedVersion !== client.version;
  const action = !installed ? 'install' : outdated ? 'update' : 'play';
  const percent = progress.total === 0 ? 0 : Math.round((progress.current / progress.total) * 100);
  return (
    <Card withBorder padding="lg" data-testid="launcher-client" data-client={client.serverSlug}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3}>{client.name}</Title>
            <Text size="sm" c="dimmed">
              {t('client.versions', { game: client.gameVersion, client: client.version })}
            </Text>
          </Stack>
          <Badge color={!installed ? 'gray' : outdated ? 'yellow' : 'teal'} variant="light">
            {t(`client.state.${action}`)}
          </Badge>
        </Group>
        {active ? (
          <Stack gap={6} data-testid="launcher-progress">
            <Group justify="space-between">
              <Text size="sm">{t(`status.${status}`)}</Text>
              {status === 'downloadFiles' ? (
                <Text size="sm" c="dimmed">
                  {t('client.bytes', {
                    current: (progress.current / MEGABYTE).toFixed(1),
                    total: (progress.total / MEGABYTE).toFixed(1),
                  })}
                </Text>
              ) : null}
            </Group>
            <Progress
              value={status === 'downloadFiles' ? percent : 100}
              animated={status !== 'downloadFiles'}
              aria-label={t(`status.${status}`)}
            />
            <Button variant="default" onClick={onCancel}>
              {t('client.cancel')}
            </Button>
          </Stack>
        ) : (
          <Button onClick={onLaunch}>{t(`client.action.${action}`)}</Button>
        )}
      </Stack>
    </Card>
  );
}
