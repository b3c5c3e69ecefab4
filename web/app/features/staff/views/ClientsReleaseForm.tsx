import { useMutation } from '@apollo/client/react';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  PublishLauncherClientDocument,
  StaffLauncherClientsDocument,
  type StaffLauncherFileSetFieldsFragment,
} from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';

export interface ClientsReleaseFormProps {
  fileSet: StaffLauncherFileSetFieldsFragment;
  servers: { slug: string; name: string }[];
  onDone: () => void;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The version data of the stored files; prefilled from the folder's lodestone-client.json when it has one. */
export function ClientsReleaseForm({ fileSet, servers, onDone }: ClientsReleaseFormProps) {
  const { t } = useTranslation('staff');
  const suggested = fileSet.suggested;
  const files = fileSet.files;
  const paths = files.map((file) => file.path);
  const [server, setServer] = useState<string | null>(servers[0]?.slug ?? null);
  const [slug, setSlug] = useState('');
  const [version, setVersion] = useState(suggested?.version ?? '');
  const [javaMajor, setJavaMajor] = useState<number>(suggested?.javaMajor ?? 17);
  const [mainClass, setMainClass] = useState(suggested?.mainClass ?? '');
  const [classpath, setClasspath] = useState((suggested?.classpath ?? []).join('\n'));
  const [jvmArgs, setJvmArgs] = useState((suggested?.jvmArgs ?? []).join('\n'));
  const [gameArgs, setGameArgs] = useState((suggested?.gameArgs ?? []).join('\n'));
  const [icon, setIcon] = useState<string | null>(suggested?.icon ?? null);
  const [background, setBackground] = useState<string | null>(suggested?.background ?? null);
  const [injector, setInjector] = useState<string | null>(
    suggested?.authlibInjectorJar ?? paths.find((file) => /authlib-injector.*\.jar$/i.test(file)) ?? null,
  );
  const [publish, publishing] = useMutation(PublishLauncherClientDocument, {
    refetchQueries: [StaffLauncherClientsDocument],
  });
  const pictures = paths.filter((file) => /\.(png|jpe?g|webp)$/i.test(file));
  const jars = paths.filter((file) => file.endsWith('.jar'));
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (server === null) return;
        void publish({
          variables: {
            input: {
              fileSet: fileSet.id,
              server,
              ...(slug.trim() ? { slug: slug.trim() } : {}),
              release: {
                version: version.trim(),
                javaMajor,
                mainClass: mainClass.trim(),
                classpath: lines(classpath),
                jvmArgs: lines(jvmArgs),
                gameArgs: lines(gameArgs),
                ...(icon ? { icon } : {}),
                ...(background ? { background } : {}),
                ...(injector ? { authlibInjectorJar: injector } : {}),
              },
            },
          },
        })
          .then(({ data }) => {
            const client = data?.publishLauncherClient;
            if (!client) return;
            notify({
              type: 'success',
              text: t('clients.published', { version: client.version, slug: client.slug }),
            });
            onDone();
          })
          .catch(() => undefined);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" data-testid="client-files">
          {t('clients.filesStored', { count: paths.length, size: (totalBytes / 1024).toFixed(1) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('clients.server')}
            data={servers.map((entry) => ({ value: entry.slug, label: entry.name }))}
            value={server}
            onChange={setServer}
            allowDeselect={false}
            required
          />
          <TextInput
            label={t('clients.slug')}
            description={t('clients.slugHelp')}
            placeholder={server ?? ''}
            value={slug}
            onChange={(event) => {
              setSlug(event.currentTarget.value);
            }}
          />
          <TextInput
            label={t('clients.version')}
            value={version}
            onChange={(event) => {
              setVersion(event.currentTarget.value);
            }}
            required
          />
          <NumberInput
            label={t('clients.javaMajor')}
            min={8}
            max={99}
            value={javaMajor}
            onChange={(value) => {
              setJavaMajor(typeof value === 'number' ? value : Number(value) || 8);
            }}
            required
          />
        </SimpleGrid>
        <TextInput
          label={t('clients.mainClass')}
          placeholder={t('clients.mainClassExample')}
          value={mainClass}
          onChange={(event) => {
            setMainClass(event.currentTarget.value);
          }}
          required
        />
        <Textarea
          label={t('clients.classpath')}
          description={t('clients.classpathHelp')}
          autosize
          minRows={2}
          value={classpath}
          onChange={(event) => {
            setClasspath(event.currentTarget.value);
          }}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea
            label={t('clients.jvmArgs')}
            description={t('clients.onePerLine')}
            autosize
            minRows={2}
            value={jvmArgs}
            onChange={(event) => {
              setJvmArgs(event.currentTarget.value);
            }}
          />
          <Textarea
            label={t('clients.gameArgs')}
            description={t('clients.onePerLine')}
            autosize
            minRows={2}
            value={gameArgs}
            onChange={(event) => {
              setGameArgs(event.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label={t('clients.icon')} data={pictures} value={icon} onChange={setIcon} clearable />
          <Select
            label={t('clients.background')}
            data={pictures}
            value={background}
            onChange={setBackground}
            clearable
          />
          <Select
            label={t('clients.authlibInjector')}
            description={t('clients.authlibInjectorHelp')}
            data={jars}
            value={injector}
            onChange={setInjector}
            clearable
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={publishing.loading}>
            {t('clients.publish')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('clients.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
