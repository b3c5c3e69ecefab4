import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StaffAuditDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { AuditSentence } from '../audit/AuditSentence';
import { StaffTable } from '../StaffTable';

/** Staff (staff.audit.view): who did what to whom, as sentences, when and from where; read-only by design. */
export function AuditLogPanel() {
  const { t } = useTranslation('staff');
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const before = Number(params.get('before')) || undefined;
  const [draft, setDraft] = useState(query);
  const { data } = useQuery(StaffAuditDocument, {
    variables: { ...(query ? { query } : {}), ...(before ? { before } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.staffAudit?.entries ?? [];
  const last = entries.at(-1);

  const go = (next: Record<string, string>) => {
    setParams(new URLSearchParams(next), { preventScrollReset: true });
  };

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          go(draft.trim() ? { query: draft.trim() } : {});
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('audit.search')}
            description={t('audit.searchHelp')}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 320 }}
          />
          <Button type="submit" variant="default">
            {t('audit.find')}
          </Button>
        </Group>
      </form>
      {entries.length === 0 ? <Text c="dimmed">{t('audit.empty')}</Text> : null}
      {entries.length > 0 ? (
        <StaffTable
          minWidth={560}
          testId="audit-entries"
          verticalSpacing="xs"
          columns={[t('audit.columns.at'), t('audit.columns.entry'), t('audit.columns.ip')]}
        >
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at, lang)}</Table.Td>
              <Table.Td>
                <AuditSentence entry={entry} />
              </Table.Td>
              <Table.Td>{entry.ip ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </StaffTable>
      ) : null}
      <Group gap="xs">
        {before ? (
          <Button
            variant="default"
            onClick={() => {
              go(query ? { query } : {});
            }}
          >
            {t('audit.newest')}
          </Button>
        ) : null}
        {data?.staffAudit?.hasMore && last ? (
          <Button
            variant="default"
            onClick={() => {
              go({ ...(query ? { query } : {}), before: String(last.id) });
            }}
          >
            {t('audit.older')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
