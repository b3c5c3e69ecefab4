import { useApolloClient } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { modalStack } from '../../ui/modalStack';
import { PlainStack } from '../../ui/plainMantine/PlainStack';
import { PlainText } from '../../ui/plainMantine/PlainText';
import { lostConnection } from './connectionState';
import { connectionStore } from './connectionStore';
import classes from './ConnectionLostDialog.module.css';
import { tryAgain } from './tryAgain';

/**
 * docs/product.md#site connection-lost dialog: the one dialog for a lost connection. It cannot be
 * dismissed, only "try again", and it closes by itself. A native modal `<dialog>` in the shell, so an
 * offline page has it without fetching anything: as a Mantine modal it was a chunk fetched after
 * hydration on every page (8 requests with its CSS). In the top layer it lies above any open modal.
 */
export function ConnectionLostDialog() {
  const { t } = useTranslation('errors');
  const client = useApolloClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const state = useSyncExternalStore(
    connectionStore.subscribe,
    connectionStore.snapshot,
    connectionStore.serverSnapshot,
  );
  const lost = lostConnection(state);

  useEffect(() => {
    const offline = () => {
      connectionStore.report('offline');
    };
    const online = () => {
      connectionStore.report('online');
      // Back online: what failed meanwhile is asked again at once, without waiting for the button.
      void tryAgain(client, connectionStore.report);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [client]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (lost === null) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) element.showModal();
    // Other modals know they are not on top (Esc and a click outside leave them be).
    modalStack.open(id);
    // The browser may close a modal dialog on a repeated Esc whatever `cancel` says: open it again.
    const reopen = () => {
      if (!element.open) element.showModal();
    };
    element.addEventListener('close', reopen);
    return () => {
      element.removeEventListener('close', reopen);
      modalStack.close(id);
    };
  }, [lost, id]);

  const agent = lost === 'agent';
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
      }}
    >
      <h2 id={`${id}-title`} className={classes.title}>
        {agent ? t('connectionLost.agentTitle') : t('connectionLost.title')}
      </h2>
      <PlainStack gap="md" data-testid={agent ? 'agent-connection-lost' : 'connection-lost'}>
        <PlainText size="sm">{agent ? t('connectionLost.agentText') : t('connectionLost.text')}</PlainText>
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
      </PlainStack>
    </dialog>
  );
}
