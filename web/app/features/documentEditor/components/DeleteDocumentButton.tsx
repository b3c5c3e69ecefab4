import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteDocumentButtonProps {
  /** Deletes the document; a rejection keeps the dialog open with the error's message. */
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

/** A red button that deletes only after a confirmation dialog. */
export function DeleteDocumentButton({ onConfirm, disabled = false }: DeleteDocumentButtonProps) {
  const { t } = useTranslation('documentEditor');
  const [opened, setOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (deleting) return;
    setOpened(false);
    setError(null);
  };

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await onConfirm();
      setOpened(false);
    } catch (failure) {
      setError(failure instanceof Error && failure.message !== '' ? failure.message : t('delete.failed'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        disabled={disabled}
        onClick={() => {
          setOpened(true);
        }}
        data-testid="delete-document"
      >
        {t('delete.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('delete.title')}
        centered
        closeOnClickOutside={!deleting}
        closeOnEscape={!deleting}
        withCloseButton={!deleting}
      >
        <Text size="sm">{t('delete.text')}</Text>
        {error && (
          <Alert color="red" variant="light" mt="md" data-testid="delete-document-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={deleting} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button
            color="red"
            loading={deleting}
            onClick={() => void confirm()}
            data-testid="delete-document-confirm"
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
