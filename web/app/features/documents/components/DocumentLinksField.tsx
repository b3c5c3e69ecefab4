import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { DocumentFormValues } from '../documentForm';

export interface DocumentLinksFieldProps {
  value: DocumentFormValues['links'];
  onChange: (links: DocumentFormValues['links']) => void;
  error?: string | undefined;
}

const MAX_LINKS = 10;

/** Buttons under the article (Wiki, Discord…): a title and an http(s) address each. */
export function DocumentLinksField({ value, onChange, error }: DocumentLinksFieldProps) {
  const { t } = useTranslation('documents');
  const update = (index: number, patch: Partial<DocumentFormValues['links'][number]>) => {
    onChange(value.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  };
  return (
    <Input.Wrapper label={t('form.links')} description={t('form.linksHint')} error={error}>
      <Stack gap="xs" mt={6}>
        {value.map((link, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t('form.linkTitle')}
              placeholder={t('form.linkTitle')}
              value={link.title}
              onChange={(event) => {
                update(index, { title: event.currentTarget.value });
              }}
              maxLength={100}
              w="35%"
            />
            <TextInput
              aria-label={t('form.linkUrl')}
              placeholder={t('form.linkUrlPlaceholder')}
              value={link.url}
              onChange={(event) => {
                update(index, { url: event.currentTarget.value });
              }}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('form.linkRemove')}
              onClick={() => {
                onChange(value.filter((_, at) => at !== index));
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {value.length < MAX_LINKS && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              onChange([...value, { title: '', url: '' }]);
            }}
          >
            {t('form.linkAdd')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
