import { Alert, Loader, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentClient } from '../../../platform/launcher/agentContract';
import { ClientCard } from '../components/ClientCard';
import { useLauncherAgent } from '../hooks/LauncherAgentProvider';
import { NoAgent } from '../components/NoAgent';

/** Every client the agent knows, each with install / update / play / progress / cancel. */
export function ClientsView() {
  const { t } = useTranslation('launcher');
  const { api, status, progress, launchedUuid, launch, cancel } = useLauncherAgent();
  const [clients, setClients] = useState<AgentClient[] | null>(null);
  const [failed, setFailed] = useState(false);

  // Reloaded when an install completes (the game starts) and when a launch ends.
  const installDone = launchedUuid === null || status === 'startClient' || status === 'debugging';
  useEffect(() => {
    if (!api || !installDone) return;
    let live = true;
    api.clients().then(
      (items) => {
        if (live) setClients(items);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, installDone]);

  if (!api) return <NoAgent />;
  if (failed) return <Alert color="red">{t('clientsFailed')}</Alert>;
  if (clients === null) return <Loader aria-label={t('loading')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {clients.map((client) => (
        <ClientCard
          key={client.uuid}
          client={client}
          active={launchedUuid === client.uuid}
          status={status}
          progress={progress}
          onLaunch={() => void launch(client.uuid)}
          onCancel={() => void cancel()}
        />
      ))}
    </SimpleGrid>
  );
}
