import { useMutation } from '@apollo/client/react';
import { Button, Card, FileButton, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DeleteCapeDocument,
  DeleteSkinDocument,
  MyLookDocument,
  UploadCapeDocument,
  UploadSkinDocument,
  type SkinModel,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { uploadFile } from '../../../platform/apollo/uploadFile';
import { notify } from '../../../platform/notifications/notify';
import { useKeepLook } from '../hooks/useKeepLook';
import { LazySkinViewer } from '../components/LazySkinViewer';
import { PlayerHead } from '../components/PlayerHead';

/** The cabinet's profile tab: skin (classic or slim) and cape, with the player in 3D. */
export function LookPanel() {
  const { t } = useTranslation('looks');
  const { data } = useQuery(MyLookDocument, { fetchPolicy: 'cache-and-network' });
  const look = data?.myLook ?? null;
  const [model, setModel] = useState<SkinModel>('classic');
  const [busy, setBusy] = useState<'skin' | 'cape' | null>(null);
  const keep = useKeepLook();
  const [deleteSkin, deletingSkin] = useMutation(DeleteSkinDocument, {
    onCompleted: (answer) => {
      keep(answer.deleteSkin);
    },
  });
  const [deleteCape, deletingCape] = useMutation(DeleteCapeDocument, {
    onCompleted: (answer) => {
      keep(answer.deleteCape);
    },
  });

  const upload = async (kind: 'skin' | 'cape', file: File | null) => {
    if (!file) return;
    setBusy(kind);
    try {
      const fallbackError = t('uploadFailed');
      const next =
        kind === 'skin'
          ? (await uploadFile(UploadSkinDocument, { model }, file, { fallbackError })).uploadSkin
          : (await uploadFile(UploadCapeDocument, {}, file, { fallbackError })).uploadCape;
      keep(next);
      notify({ type: 'success', text: t(kind === 'skin' ? 'skinSaved' : 'capeSaved') });
    } catch (error) {
      notify({ type: 'error', text: error instanceof Error ? error.message : t('uploadFailed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack align="center" gap="xs" miw={240}>
          {look?.skin ? (
            <LazySkinViewer
              skinUrl={look.skin.url}
              capeUrl={look.cape?.url ?? null}
              slim={look.skin.model === 'slim'}
              label={t('preview')}
            />
          ) : (
            <Text c="dimmed" size="sm" w={240} ta="center">
              {t('noSkin')}
            </Text>
          )}
          {look ? <PlayerHead nickname={look.nickname} headUrl={look.headUrl} /> : null}
        </Stack>
        <Stack gap="lg" style={{ flex: 1, minWidth: 240 }}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('skin')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('skinHint')}
            </Text>
            <SegmentedControl
              aria-label={t('model')}
              value={model}
              onChange={(value) => {
                setModel(value === 'slim' ? 'slim' : 'classic');
              }}
              data={[
                { value: 'classic', label: t('classic') },
                { value: 'slim', label: t('slim') },
              ]}
            />
            <Group>
              <FileButton accept="image/png" onChange={(file) => void upload('skin', file)}>
                {(props) => (
                  <Button {...props} loading={busy === 'skin'} data-testid="skin-upload">
                    {t('uploadSkin')}
                  </Button>
                )}
              </FileButton>
              {look?.skin ? (
                <Button variant="default" loading={deletingSkin.loading} onClick={() => void deleteSkin()}>
                  {t('deleteSkin')}
                </Button>
              ) : null}
            </Group>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('cape')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('capeHint')}
            </Text>
            <Group>
              <FileButton accept="image/png" onChange={(file) => void upload('cape', file)}>
                {(props) => (
                  <Button {...props} variant="light" loading={busy === 'cape'} data-testid="cape-upload">
                    {t('uploadCape')}
                  </Button>
                )}
              </FileButton>
              {look?.cape ? (
                <Button variant="default" loading={deletingCape.loading} onClick={() => void deleteCape()}>
                  {t('deleteCape')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Stack>
      </Group>
    </Card>
  );
}
