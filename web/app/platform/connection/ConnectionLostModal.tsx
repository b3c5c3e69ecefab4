import { useApolloClient } from '@apollo/client/react';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { StackedModal } from '../../ui/StackedModal';
import { lostConnection } from './connectionState';
import { connectionStore } from './connectionStore';
import { tryAgain } from './tryAgain';

/** The one connection-lost dialog: it cannot be dismissed, only "try again", and it closes by itself. */
export function ConnectionLostModal() {
  const { t } = useTranslation('errors');
  const client = useApolloClient();
  const state = useSyncExternalStore(
    connectionStore.subscribe,
    connectionStore.snapshot,
    connectionStore.serverSnapshot,
  );
  const lost = lostConnection(state);

  useEffect(() => {
    // Back online: what failed meanwhile is asked again at once, without waiting for the button.
    const online = () => void tryAgain(client, connectionStore.report);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
    };
  }, [client]);

  const agent = lost === 'agent';
  return (
    <StackedModal
      opened={lost !== null}
      onClose={() => undefined}
      withCloseButton={false}
      swipeToClose={false}
      centered
      title={agent ? t('connectionLost.agentTitle') : t('connectionLost.title')}
    >
      <Stack gap="md" data-testid={agent ? 'agent-connection-lost' : 'connection-lost'}>
        <Text size="sm">{agent ? t('connectionLost.agentText') : t('connectionLost.text')}</Text>
        <Button
          variant="light"
          loading={state.retrying}
          onClick={() => {
            // The agent's socket reconnects by itself; a reload also finds an agent started anew.
            if (agent) window.location.reload();
            else void tryAgain(client, connectionStore.report);
          }}
        >
          {t('connectionLost.retry')}
        </Button>
      </Stack>
    </StackedModal>
  );
}
