import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { DocumentEditor } from '../editor/DocumentEditor';
import type { DocumentLocale, FieldError, TranslationValues } from '../documentForm';

export interface DocumentTranslationFieldsProps {
  locale: DocumentLocale;
  value: TranslationValues;
  contentKey: string;
  onChange: (patch: Partial<TranslationValues>) => void;
  uploadImage: (file: File, onProgress: (fraction: number) => void) => Promise<{ src: string }>;
  error: FieldError | null;
}

/** Title, summary and body of one language. */
export function DocumentTranslationFields({
  locale,
  value,
  contentKey,
  onChange,
  uploadImage,
  error,
}: DocumentTranslationFieldsProps) {
  const { t } = useTranslation('documents');
  const language = t(`form.language.${locale}`);
  return (
    <Stack gap="md">
      <Switch
        label={t('form.publishLanguage', { language })}
        checked={value.enabled}
        onChange={(event) => {
          onChange({ enabled: event.currentTarget.checked });
        }}
      />
      {value.enabled && (
        <>
          <TextInput
            label={t('form.title')}
            required
            maxLength={200}
            value={value.title}
            onChange={(event) => {
              onChange({ title: event.currentTarget.value });
            }}
            error={error?.field === `title.${locale}` ? error.message : undefined}
            data-testid={`title-${locale}`}
          />
          <Textarea
            label={t('form.summary')}
            description={t('form.summaryHint')}
            maxLength={500}
            autosize
            minRows={2}
            value={value.summary}
            onChange={(event) => {
              onChange({ summary: event.currentTarget.value });
            }}
          />
          <DocumentEditor
            value={value.content}
            contentKey={contentKey}
            onChange={(content) => {
              onChange({ content });
            }}
            uploadImage={uploadImage}
            label={t('form.body', { language })}
          />
        </>
      )}
    </Stack>
  );
}
