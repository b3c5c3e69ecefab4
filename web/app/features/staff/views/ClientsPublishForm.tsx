import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ReadLauncherClientFolderDocument,
  UploadLauncherClientArchiveDocument,
  type StaffLauncherFileSetFieldsFragment,
} from '../../../generated/graphql';
import { uploadFile } from '../../../platform/apollo/uploadFile';
import { notify } from '../../../platform/notifications/notify';
import { ClientsReleaseForm } from './ClientsReleaseForm';

export interface ClientsPublishFormProps {
  servers: { slug: string; name: string }[];
  folderRoot: string | null;
}

/** Step one: the files, from a ZIP archive or a folder on the server; step two: their version data. */
export function ClientsPublishForm({ servers, folderRoot }: ClientsPublishFormProps) {
  const { t } = useTranslation('staff');
  const [from, setFrom] = useState<'archive' | 'folder'>('archive');
  const [archive, setArchive] = useState<File | null>(null);
  const [folder, setFolder] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [fileSet, setFileSet] = useState<StaffLauncherFileSetFieldsFragment | null>(null);
  const [readFolder, reading] = useMutation(ReadLauncherClientFolderDocument);

  const sendArchive = async (file: File) => {
    setProgress(0);
    try {
      const data = await uploadFile(UploadLauncherClientArchiveDocument, {}, file, {
        onProgress: setProgress,
        fallbackError: t('clients.uploadFailed'),
      });
      setFileSet(data.uploadLauncherClientArchive ?? null);
    } catch (error) {
      notify({ type: 'error', text: error instanceof Error ? error.message : t('clients.uploadFailed') });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('clients.newVersion')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clients.newVersionHelp')}
        </Text>
        {fileSet ? (
          <ClientsReleaseForm
            fileSet={fileSet}
            servers={servers}
            onDone={() => {
              setFileSet(null);
              setArchive(null);
            }}
          />
        ) : (
          <Stack gap="sm">
            <SegmentedControl
              value={from}
              onChange={(value) => {
                setFrom(value === 'folder' ? 'folder' : 'archive');
              }}
              data={[
                { value: 'archive', label: t('clients.fromArchive') },
                { value: 'folder', label: t('clients.fromFolder') },
              ]}
            />
            {from === 'archive' ? (
              <Group align="flex-end" gap="sm">
                <FileInput
                  label={t('clients.archive')}
                  description={t('clients.archiveHelp')}
                  accept=".zip,application/zip"
                  value={archive}
                  onChange={setArchive}
                  clearable
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Button
                  disabled={archive === null}
                  loading={progress !== null}
                  onClick={() => {
                    if (archive) void sendArchive(archive);
                  }}
                >
                  {t('clients.upload')}
                </Button>
              </Group>
            ) : folderRoot === null ? (
              <Alert color="gray">{t('clients.foldersOff')}</Alert>
            ) : (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void readFolder({ variables: { input: { folder: folder.trim() } } })
                    .then(({ data }) => {
                      setFileSet(data?.readLauncherClientFolder ?? null);
                    })
                    .catch(() => undefined);
                }}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label={t('clients.folder')}
                    description={t('clients.folderHelp', { root: folderRoot })}
                    value={folder}
                    onChange={(event) => {
                      setFolder(event.currentTarget.value);
                    }}
                    required
                    style={{ flex: 1, minWidth: 220 }}
                  />
                  <Button type="submit" loading={reading.loading}>
                    {t('clients.readFolder')}
                  </Button>
                </Group>
              </form>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
