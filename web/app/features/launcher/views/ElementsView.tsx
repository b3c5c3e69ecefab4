import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { AgentClient, DownloadProgress, LauncherStatus } from '../../../platform/launcher/agentContract';
import { ClientCard } from '../components/ClientCard';
import { LogView } from '../components/LogView';

// A showcase (docs/product.md#launcher launcher/elements): each state of the launcher's pieces, drawn with sample values so
// designers see them without installing anything. Nothing here reaches the agent.
const sample = (installedVersion: string | null): AgentClient => ({
  uuid: `sample-${installedVersion ?? 'none'}`,
  serverSlug: 'sample',
  name: 'Sample server',
  version: '1.1.0',
  gameVersion: '1.12.2',
  javaMajor: 8,
  iconPath: null,
  backgroundPath: null,
  installedVersion,
});

const STATES: { client: AgentClient; active: boolean; status: LauncherStatus; progress: DownloadProgress }[] =
  [
    { client: sample(null), active: false, status: 'idle', progress: { current: 0, total: 0 } },
    { client: sample('1.0.0'), active: false, status: 'idle', progress: { current: 0, total: 0 } },
    { client: sample('1.1.0'), active: false, status: 'idle', progress: { current: 0, total: 0 } },
    {
      client: sample(null),
      active: true,
      status: 'downloadFiles',
      progress: { current: 48_234_496, total: 131_072_000 },
    },
    { client: sample('1.1.0'), active: true, status: 'startClient', progress: { current: 1, total: 1 } },
  ];

const LOG = Array.from({ length: 500 }, (_, index) => `[Client thread/INFO]: sample line ${index + 1}`);

export function ElementsView() {
  const { t } = useTranslation('launcher');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {STATES.map((state, index) => (
          <ClientCard key={index} {...state} onLaunch={() => undefined} onCancel={() => undefined} />
        ))}
      </SimpleGrid>
      <Title order={2}>{t('elements.log')}</Title>
      <LogView rows={LOG} height={240} />
    </Stack>
  );
}
