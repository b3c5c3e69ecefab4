import { Card, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  AccountHistoryDocument,
  type AccountHistoryEntriesTarget,
  type AccountHistoryTarget,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';

export interface HistoryListProps {
  /** The gateway spells the api's `2fa` as `twoFactor` (a GraphQL name cannot start with a digit). */
  target: AccountHistoryTarget;
}

const ACTION_LABELS = {
  'mail.changed': 'history.actions.mail.changed',
  'password.changed': 'history.actions.password.changed',
  'password.reset': 'history.actions.password.reset',
  'password.set': 'history.actions.password.set',
  '2fa.connected': 'history.actions.2fa.connected',
  '2fa.unlinked': 'history.actions.2fa.unlinked',
} as const;

/** The api's names of the targets, which its action labels are keyed by. */
const API_TARGETS: Record<AccountHistoryEntriesTarget, string> = {
  mail: 'mail',
  password: 'password',
  twoFactor: '2fa',
};

function actionLabel(
  target: AccountHistoryEntriesTarget,
  action: string,
): (typeof ACTION_LABELS)[keyof typeof ACTION_LABELS] | null {
  const key = `${API_TARGETS[target]}.${action}`;
  return Object.hasOwn(ACTION_LABELS, key) ? ACTION_LABELS[key as keyof typeof ACTION_LABELS] : null;
}

/** `user/history`: what changed on the account, when and from where. */
export function HistoryList({ target }: HistoryListProps) {
  const { t } = useTranslation('cabinet');
  const lang = useLanguage();
  const { data } = useQuery(AccountHistoryDocument, {
    variables: { target },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.accountHistory?.entries ?? [];
  const labelOf = (entryTarget: AccountHistoryEntriesTarget, action: string) => {
    const key = actionLabel(entryTarget, action);
    return key ? t(key) : action;
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('history.title')}</Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.when')}</Table.Th>
                  <Table.Th>{t('history.what')}</Table.Th>
                  <Table.Th>{t('history.where')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDateTime(entry.createdAt, lang)}</Table.Td>
                    <Table.Td>{labelOf(entry.target, entry.action)}</Table.Td>
                    <Table.Td>{entry.ip ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
