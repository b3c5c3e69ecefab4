import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

export interface UnsavedChangesWarning {
  dialog: ReactNode;
  /** Call right before leaving on purpose (after saving), in the same tick as the navigation. */
  release: () => void;
}

/**
 * Warns before unsaved work is lost: the browser's own prompt on reload or close, and a dialog for a
 * link inside the site.
 */
export function useUnsavedChangesWarning(dirty: boolean): UnsavedChangesWarning {
  const { t } = useTranslation('documents');
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const release = useCallback(() => {
    released.current = true;
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  const dialog = (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      centered
    >
      <Text>{t('leave.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-without-saving">
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
  return { dialog, release };
}
