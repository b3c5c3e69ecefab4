import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { apiFailure, type ApiFailure } from '../../../platform/forms/apiFailure';
import { FormFailureAlert } from '../../../platform/forms/FormFailureAlert';
import { notify } from '../../../platform/notifications/notify';

/** One section's save: the api's refusal (shown beside its field) and whether it is under way. */
export function useSectionSave(title: string) {
  const { t } = useTranslation('staffSettings');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const save = (work: () => Promise<unknown>) => {
    setSaving(true);
    setFailure(null);
    work()
      .then(() => {
        notify({ type: 'success', text: t('saved', { section: title }) });
      })
      .catch((error: unknown) => {
        setFailure(apiFailure(error));
      })
      .finally(() => {
        setSaving(false);
      });
  };
  return { failure, saving, save };
}

/** A card of the settings page: its title and help, its fields, and its own save button. */
export function SettingsSection({
  id,
  title,
  help,
  failure,
  fieldNames,
  saving,
  onSave,
  children,
}: {
  id: string;
  title: string;
  help: string;
  failure: ApiFailure | null;
  /** Fields that show the api's message under themselves rather than in the alert. */
  fieldNames: string[];
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('staffSettings');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${id}-title`}>
      {/* The api checks every field and answers in words; the browser's own URL check would stop it first. */}
      <form
        noValidate
        data-testid={`settings-${id}`}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {help}
          </Text>
          {children}
          <FormFailureAlert failure={failure} fieldNames={fieldNames} />
          <Group>
            <Button type="submit" loading={saving}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
