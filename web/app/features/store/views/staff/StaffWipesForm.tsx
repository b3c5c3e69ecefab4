import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffScheduleWipeDocument, StaffWipesDocument } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../platform/i18n/formatDate';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { isPresent } from '../../../../platform/isPresent';
import { notify } from '../../../../platform/notifications/notify';

export interface StaffWipesFormProps {
  server: string;
}

/** Staff: upcoming wipes and scheduling one for the chosen server (the refund opens 14 days before). */
export function StaffWipesForm({ server }: StaffWipesFormProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const { data } = useQuery(StaffWipesDocument);
  const [schedule, scheduling] = useMutation(StaffScheduleWipeDocument, {
    refetchQueries: [StaffWipesDocument],
  });
  const [when, setWhen] = useState('');
  const wipes = (data?.staffWipes?.wipes ?? []).filter(isPresent);
  const moment = when === '' ? null : new Date(when);
  const valid = moment !== null && !Number.isNaN(moment.getTime());
  return (
    <Stack gap="xs">
      <Title order={3}>{t('wipes.title')}</Title>
      {wipes.length === 0 ? <Text c="dimmed">{t('wipes.none')}</Text> : null}
      <List size="sm">
        {wipes.map((wipe) => (
          <List.Item key={wipe.id}>
            {wipe.server.name}: {formatDateTime(wipe.wipeAt, lang)}
          </List.Item>
        ))}
      </List>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          void schedule({ variables: { input: { server, wipeAt: moment.toISOString() } } }).then(() => {
            notify({ type: 'success', text: t('wipes.scheduled') });
          });
        }}
      >
        <Group align="flex-end">
          <TextInput
            type="datetime-local"
            label={t('wipes.when')}
            value={when}
            onChange={(event) => {
              setWhen(event.currentTarget.value);
            }}
          />
          <Button type="submit" variant="light" disabled={!valid} loading={scheduling.loading}>
            {t('wipes.schedule')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
