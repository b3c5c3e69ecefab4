import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { UnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';

export interface UnsavedChangesModalProps {
  warning: UnsavedChangesWarning;
}

/** Asks before an in-app link leaves unsaved work; the hook decides when. */
export function UnsavedChangesModal({ warning }: UnsavedChangesModalProps) {
  const { t } = useTranslation('documentEditor');
  return (
    <Modal opened={warning.blocked} onClose={warning.stay} title={t('unsaved.title')} centered>
      <Text size="sm">{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={warning.stay} data-autofocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={warning.leave} data-testid="leave-without-saving">
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
