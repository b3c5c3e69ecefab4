import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { FailedUpload, PendingUpload } from '../hooks/useImageUploads';

export interface UploadStatusProps {
  pending: readonly PendingUpload[];
  failed: readonly FailedUpload[];
  onDismiss: (id: number) => void;
}

/** Progress of the images being uploaded, and why the failed ones were not inserted. */
export function UploadStatus({ pending, failed, onDismiss }: UploadStatusProps) {
  const { t } = useTranslation('documentEditor');
  if (pending.length === 0 && failed.length === 0) return null;
  return (
    <Stack gap="xs" w="100%" data-testid="upload-status">
      {pending.map((upload) => {
        const percent = Math.round(upload.fraction * 100);
        return (
          <Stack key={upload.id} gap={4} data-testid="upload-progress">
            <Text size="xs" truncate="end">
              {t('upload.progress', { name: upload.name, percent })}
            </Text>
            <Progress
              value={percent}
              size="sm"
              animated
              aria-label={t('upload.progressLabel', { name: upload.name })}
            />
          </Stack>
        );
      })}
      {failed.map((failure) => (
        <Alert
          key={failure.id}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('upload.failed', { name: failure.name })}
          withCloseButton
          closeButtonLabel={t('upload.dismiss')}
          onClose={() => {
            onDismiss(failure.id);
          }}
          role="alert"
          data-testid="upload-error"
        >
          {failure.message}
        </Alert>
      ))}
    </Stack>
  );
}
