import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  CreateDocumentDocument,
  EditDocumentDocument,
  GenerateDocumentIdDocument,
  ServerCatalogueDocument,
  type DocumentTarget,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { clearDraft, readDraft, useLocalDraft } from '../hooks/useLocalDraft';
import { useUnsavedChangesWarning } from '../hooks/useUnsavedChangesWarning';
import {
  COLOR_SCHEMES,
  DOCUMENT_LOCALES,
  draftKey,
  editDocumentInput,
  fieldErrorOf,
  newDocumentInput,
  type DocumentFormValues,
  type FieldError,
  type TranslationValues,
} from '../documentForm';
import { uploadDocumentImage } from '../uploadDocumentImage';
import { DocumentCoverField } from '../components/DocumentCoverField';
import { DocumentLinksField } from '../components/DocumentLinksField';
import { DocumentPreview } from '../components/DocumentPreview';
import { DocumentTranslationFields } from '../components/DocumentTranslationFields';

// Fields whose errors show under their own input; any other error shows above the form.
const INLINE_FIELDS = new Set(['title.ru', 'title.en', 'translations', 'serverName', 'slug', 'links']);

export interface DocumentEditorFormProps {
  target: DocumentTarget;
  /** The stored document when editing; null when creating. */
  documentId: number | null;
  initial: DocumentFormValues;
  /** Where a saved document lives, without the language (legal pages have fixed addresses). */
  savedPath?: (slug: string) => string;
}

/** The create and edit screen of news, mods, server pages and legal pages. */
export function DocumentEditorForm({ target, documentId, initial, savedPath }: DocumentEditorFormProps) {
  const { t } = useTranslation('documents');
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useApolloClient();
  const key = draftKey(target, documentId);
  const [values, setValues] = useState(initial);
  const [contentVersion, setContentVersion] = useState(0);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [language, setLanguage] = useState<string | null>(lang);
  const [error, setError] = useState<FieldError | null>(null);
  const [saved, setSaved] = useState(false);
  const [reservedId, setReservedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<{ value: DocumentFormValues; savedAt: number } | null>(null);
  const [create, creating] = useMutation(CreateDocumentDocument, { context: { suppressErrorToast: true } });
  const [edit, editing] = useMutation(EditDocumentDocument, { context: { suppressErrorToast: true } });
  const servers = useQuery(ServerCatalogueDocument, { skip: target !== 'servers' });

  const dirty = useMemo(
    () => !saved && JSON.stringify(values) !== JSON.stringify(initial),
    [values, initial, saved],
  );
  useLocalDraft(key, values, { enabled: dirty });
  const leaveWarning = useUnsavedChangesWarning(dirty);
  const contextId = documentId ?? reservedId;

  useEffect(() => {
    const found = readDraft<DocumentFormValues>(key);
    // Browser storage is readable only after hydration, so the offer appears in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (found && JSON.stringify(found.value) !== JSON.stringify(initial)) setDraft(found);
  }, [key, initial]);

  // Images are uploaded before the document exists: they are filed under an id reserved on opening.
  // An upload started before the answer arrives waits for it.
  const reservation = useRef<Promise<number | null> | null>(null);
  useEffect(() => {
    if (documentId !== null) return;
    const pending = client
      .query({ query: GenerateDocumentIdDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.generateDocumentId?.id ?? null)
      .catch(() => null);
    reservation.current = pending;
    void pending.then((id) => {
      setReservedId(id);
      if (id === null) setError({ field: null, message: t('form.reserveFailed') });
    });
  }, [client, documentId, t]);

  const uploadImage = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const target = documentId ?? (await reservation.current);
      if (target === null) throw new Error(t('upload.notReady'));
      return uploadDocumentImage(target, file, onProgress, t('upload.failed'));
    },
    [documentId, t],
  );

  const patch = (change: Partial<DocumentFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
  };
  const patchTranslation = (
    locale: (typeof DOCUMENT_LOCALES)[number],
    change: Partial<TranslationValues>,
  ) => {
    setValues((current) => ({
      ...current,
      translations: { ...current.translations, [locale]: { ...current.translations[locale], ...change } },
    }));
  };

  const restoreDraft = () => {
    if (draft) setValues(draft.value);
    setContentVersion((version) => version + 1);
    setDraft(null);
  };
  const discardDraft = () => {
    clearDraft(key);
    setDraft(null);
  };

  const save = async () => {
    setError(null);
    const enabled = DOCUMENT_LOCALES.filter((locale) => values.translations[locale].enabled);
    if (enabled.length === 0) {
      setError({ field: 'translations', message: t('form.needLanguage') });
      return;
    }
    const untitled = enabled.find((locale) => values.translations[locale].title.trim() === '');
    if (untitled) {
      setLanguage(untitled);
      setError({ field: `title.${untitled}`, message: t('form.needTitle') });
      return;
    }
    try {
      const result =
        documentId === null
          ? (await create({ variables: { input: newDocumentInput(values, target, reservedId) } })).data
              ?.createDocument
          : (await edit({ variables: { input: editDocumentInput(values, target, documentId) } })).data
              ?.editDocument;
      if (!result) throw new Error(t('form.saveFailed'));
      clearDraft(key);
      setSaved(true);
      leaveWarning.release();
      await client.resetStore();
      notify({ type: 'success', text: t(documentId === null ? 'form.created' : 'form.saved') });
      void navigate(`/${lang}${savedPath ? savedPath(result.slug) : `/${target}/${result.slug}`}`);
    } catch (failure) {
      setError(fieldErrorOf(failure, t('form.saveFailed')));
    }
  };

  const serverOptions = (servers.data?.servers?.items ?? []).map((server) => server.name);

  return (
    <Container size="lg" py="xl" data-testid="document-editor-form">
      {leaveWarning.dialog}
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>
            {t(documentId === null ? `heading.create.${target}` : `heading.edit.${target}`)}
          </Title>
          <SegmentedControl
            value={mode}
            onChange={(next) => {
              setMode(next === 'preview' ? 'preview' : 'write');
            }}
            data={[
              { value: 'write', label: t('form.write') },
              { value: 'preview', label: t('form.preview') },
            ]}
          />
        </Group>
        {draft && (
          <Alert icon={<IconHistory size={18} />} title={t('draft.title')} data-testid="draft-found">
            <Text size="sm">
              {t('draft.text', {
                date: formatDateTime(
                  new Date(draft.savedAt).toISOString(),
                  lang,
                  Intl.DateTimeFormat().resolvedOptions().timeZone,
                ),
              })}
            </Text>
            <Group gap="xs" mt="sm">
              <Button size="xs" onClick={restoreDraft}>
                {t('draft.restore')}
              </Button>
              <Button size="xs" variant="default" onClick={discardDraft}>
                {t('draft.discard')}
              </Button>
            </Group>
          </Alert>
        )}
        {error && !INLINE_FIELDS.has(error.field ?? '') && (
          <Alert color="red" data-testid="form-error">
            {error.message}
          </Alert>
        )}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {mode === 'preview' ? (
              <DocumentPreview values={values} locale={language === 'en' ? 'en' : 'ru'} />
            ) : (
              <Tabs value={language} onChange={setLanguage} keepMounted={false}>
                <Tabs.List mb="md">
                  {DOCUMENT_LOCALES.map((locale) => (
                    <Tabs.Tab key={locale} value={locale}>
                      {t(`form.language.${locale}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {DOCUMENT_LOCALES.map((locale) => (
                  <Tabs.Panel key={locale} value={locale}>
                    <DocumentTranslationFields
                      locale={locale}
                      value={values.translations[locale]}
                      contentKey={`${locale}:${contentVersion}`}
                      onChange={(change) => {
                        patchTranslation(locale, change);
                      }}
                      uploadImage={uploadImage}
                      error={error}
                    />
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
            {error?.field === 'translations' && (
              <Text c="red" size="sm" mt="xs">
                {error.message}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="lg" p="lg">
              <Stack gap="md">
                <DocumentCoverField
                  contextId={contextId}
                  value={values.cover}
                  onChange={(cover) => {
                    patch({ cover });
                  }}
                />
                <Select
                  label={t('form.colorScheme')}
                  data={COLOR_SCHEMES.map((scheme) => ({ value: scheme, label: t(`colorScheme.${scheme}`) }))}
                  value={values.colorScheme}
                  allowDeselect={false}
                  onChange={(scheme) => {
                    const found = COLOR_SCHEMES.find((candidate) => candidate === scheme);
                    if (found) patch({ colorScheme: found });
                  }}
                />
                {target === 'news' && (
                  <Switch
                    label={t('form.slider')}
                    checked={values.slider}
                    onChange={(event) => {
                      patch({ slider: event.currentTarget.checked });
                    }}
                  />
                )}
                {target === 'mods' && (
                  <TagsInput
                    label={t('form.tags')}
                    description={t('form.tagsHint')}
                    value={values.tags}
                    maxTags={10}
                    onChange={(tags) => {
                      patch({ tags });
                    }}
                  />
                )}
                {target === 'servers' && (
                  <Select
                    label={t('form.server')}
                    data={serverOptions}
                    value={values.serverName}
                    clearable
                    onChange={(serverName) => {
                      patch({ serverName });
                    }}
                    error={error?.field === 'serverName' ? error.message : undefined}
                  />
                )}
                {target !== 'pages' && (
                  <TextInput
                    label={t('form.slug')}
                    description={t('form.slugHint')}
                    value={values.slug}
                    onChange={(event) => {
                      patch({ slug: event.currentTarget.value.toLowerCase() });
                    }}
                    error={error?.field === 'slug' ? error.message : undefined}
                  />
                )}
                <DocumentLinksField
                  value={values.links}
                  onChange={(links) => {
                    patch({ links });
                  }}
                  error={error?.field === 'links' ? error.message : undefined}
                />
                <Button
                  size="md"
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  loading={creating.loading || editing.loading}
                  disabled={documentId === null && reservedId === null}
                  onClick={() => void save()}
                  data-testid="save-document"
                >
                  {t(documentId === null ? 'form.publish' : 'form.save')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
