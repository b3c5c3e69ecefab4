import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { DeleteDocumentDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';

export interface DocumentStaffToolsProps {
  documentId: number;
  /** The edit page, e.g. `/news/winter-wipe/edit` without the language. */
  editPath: string;
  /** Where to go after deleting, without the language; absent: the document cannot be deleted. */
  afterDeletePath?: string;
}

/** Edit and delete, for staff (DocumentStaffActions checks the permission and loads this on demand). */
export function DocumentStaffTools({ documentId, editPath, afterDeletePath }: DocumentStaffToolsProps) {
  const { t } = useTranslation('documents');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [remove, { loading }] = useMutation(DeleteDocumentDocument);

  const confirmDelete = async () => {
    try {
      await remove({ variables: { id: documentId } });
    } catch {
      // The api's message was already shown by the error link; the dialog stays for another try.
      return;
    }
    close();
    notify({ type: 'success', text: t('delete.done') });
    void navigate(`/${lang}${afterDeletePath ?? ''}`);
  };

  return (
    <Group gap="xs" data-testid="document-staff-actions">
      <Button
        component={Link}
        to={`/${lang}${editPath}`}
        variant="light"
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t('edit')}
      </Button>
      {afterDeletePath !== undefined && (
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
          {t('delete.action')}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={t('delete.title')} centered>
        <Text>{t('delete.text')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirmDelete()}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
