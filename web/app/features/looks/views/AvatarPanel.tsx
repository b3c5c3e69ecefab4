import { useMutation } from '@apollo/client/react';
import { Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CropAvatarDocument,
  DeleteAvatarDocument,
  MyLookDocument,
  RollbackAvatarDocument,
  UploadAvatarDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { uploadFile } from '../../../platform/apollo/uploadFile';
import { notify } from '../../../platform/notifications/notify';
import { useKeepLook } from '../hooks/useKeepLook';
import { LazyAvatarCropper } from '../components/LazyAvatarCropper';

/** The cabinet's avatar: upload a picture, choose the square, go back to the previous one, or remove it. */
export function AvatarPanel() {
  const { t } = useTranslation('looks');
  const look = useQuery(MyLookDocument).data?.myLook ?? null;
  const [square, setSquare] = useState<{ x: number; y: number; size: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const keep = useKeepLook();
  const [cropAvatar, cropping] = useMutation(CropAvatarDocument, {
    onCompleted: (answer) => {
      keep(answer.cropAvatar);
      notify({ type: 'success', text: t('avatarSaved') });
    },
  });
  const [rollback, rollingBack] = useMutation(RollbackAvatarDocument, {
    onCompleted: (answer) => {
      keep(answer.rollbackAvatar);
    },
  });
  const [remove, removing] = useMutation(DeleteAvatarDocument, {
    onCompleted: (answer) => {
      keep(answer.deleteAvatar);
    },
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      keep(
        (await uploadFile(UploadAvatarDocument, {}, file, { fallbackError: t('uploadFailed') })).uploadAvatar,
      );
      notify({ type: 'success', text: t('avatarSaved') });
    } catch (error) {
      notify({ type: 'error', text: error instanceof Error ? error.message : t('uploadFailed') });
    } finally {
      setUploading(false);
    }
  };

  const avatar = look?.avatar ?? null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('avatar')}
        </Title>
        <Group gap="lg" align="center">
          <Avatar
            src={avatar?.url ?? look?.headUrl ?? null}
            size={96}
            radius="50%"
            alt={t('avatar')}
            data-testid="avatar-current"
            style={avatar ? undefined : { imageRendering: 'pixelated' }}
          />
          <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
            {t(avatar ? 'avatarHint' : 'avatarFallback')}
          </Text>
        </Group>
        {avatar ? (
          <LazyAvatarCropper
            // A new upload (or a rollback to another one) starts a fresh crop, not the old zoom and offset.
            key={avatar.sourceId}
            image={avatar.sourceUrl}
            label={t('cropArea')}
            zoomLabel={t('cropZoom')}
            onChange={setSquare}
          />
        ) : null}
        <Group>
          <FileButton
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(file) => void upload(file)}
          >
            {(props) => (
              <Button {...props} loading={uploading} data-testid="avatar-upload">
                {t('uploadAvatar')}
              </Button>
            )}
          </FileButton>
          {avatar && square ? (
            <Button
              variant="light"
              loading={cropping.loading}
              onClick={() => void cropAvatar({ variables: { input: { id: avatar.sourceId, ...square } } })}
            >
              {t('saveCrop')}
            </Button>
          ) : null}
          {look?.canRollback ? (
            <Button variant="default" loading={rollingBack.loading} onClick={() => void rollback()}>
              {t('rollbackAvatar')}
            </Button>
          ) : null}
          {avatar ? (
            <Button variant="default" loading={removing.loading} onClick={() => void remove()}>
              {t('deleteAvatar')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
