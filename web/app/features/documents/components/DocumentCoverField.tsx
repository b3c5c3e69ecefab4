import { Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { uploadDocumentImage } from '../uploadDocumentImage';

export interface DocumentCoverFieldProps {
  contextId: number | null;
  value: string | null;
  onChange: (cover: string | null) => void;
}

/** The card and page cover: uploaded like content images, stored as the card-width variant. */
export function DocumentCoverField({ contextId, value, onChange }: DocumentCoverFieldProps) {
  const { t } = useTranslation('documents');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file || contextId === null) return;
    setError(null);
    setProgress(0);
    try {
      const image = await uploadDocumentImage(contextId, file, setProgress, t('upload.failed'));
      onChange(image.coverSrc);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('upload.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label={t('form.cover')} description={t('form.coverHint')} error={error}>
      <Stack gap="xs" mt={6}>
        {value && <Image src={value} alt={t('form.coverPreview')} radius="md" h={140} w="auto" fit="cover" />}
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept="image/*">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                disabled={contextId === null || progress !== null}
              >
                {value ? t('form.coverReplace') : t('form.coverUpload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => {
                onChange(null);
              }}
            >
              {t('form.coverRemove')}
            </Button>
          )}
        </Group>
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress * 100} animated aria-label={t('upload.progress')} />
            <Text size="xs" c="dimmed">
              {t('upload.percent', { percent: Math.round(progress * 100) })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
