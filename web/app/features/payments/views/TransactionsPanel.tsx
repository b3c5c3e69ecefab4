import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { MoneyHistoryDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useListFilters } from '../../../platform/routing/useListFilters';
import { FilterSelect } from '../../../ui/FilterSelect';
import { describeMovement } from '../describeMovement';
import { useMoneyFormat } from '../hooks/useMoneyFormat';
import { UncreditedPayments } from './UncreditedPayments';

const KINDS = ['topup', 'payment_refund', 'adjustment', 'purchase', 'opening', 'wipe_refund'] as const;
const CURRENCIES = ['RUB', 'COIN'] as const;

/** The game server a movement of game coins happened on, by name when the entry carries it. */
function serverNameOf(details: Record<string, unknown>): string | undefined {
  const name = details.serverName ?? details.server;
  return typeof name === 'string' ? name : undefined;
}

/**
 * `user/history/money`: every ledger movement of the player in words (what was bought where, where coins
 * went, the staff's category), the top-ups that have not arrived, filters and pages in the URL.
 */
export function TransactionsPanel() {
  const { t } = useTranslation('payments');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const { page, setFilter, goTo, pick } = useListFilters();
  const kind = pick('kind', KINDS);
  const currency = pick('currency', CURRENCIES);
  const { data, loading } = useQuery(MoneyHistoryDocument, {
    variables: {
      page,
      ...(kind ? { kind: kind } : {}),
      ...(currency ? { currency: currency } : {}),
    },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.moneyHistory;
  const entries = history?.entries ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <FilterSelect
          label={t('history.filterKind')}
          anyLabel={t('history.kinds.all')}
          values={KINDS}
          labelOf={(value) => t(`history.kinds.${value}`)}
          value={kind}
          onChange={(value) => {
            setFilter('kind', value);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <FilterSelect
          label={t('history.filterCurrency')}
          anyLabel={t('history.currency.all')}
          values={CURRENCIES}
          labelOf={(value) => t(`history.currency.${value}`)}
          value={currency}
          onChange={(value) => {
            setFilter('currency', value);
          }}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <UncreditedPayments payments={history?.payments ?? []} />
      {!loading && entries.length === 0 ? <Text c="dimmed">{t('history.empty')}</Text> : null}
      {entries.length > 0 ? (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={320}>
            <Table data-testid="transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.when')}</Table.Th>
                  <Table.Th>{t('history.what')}</Table.Th>
                  <Table.Th ta="right">{t('history.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="transaction-row">
                    <Table.Td>{formatDateTime(entry.createdAt, lang)}</Table.Td>
                    <Table.Td>
                      {describeMovement(
                        {
                          kind: entry.kind,
                          details: entry.details as Record<string, unknown>,
                          category: entry.category ?? null,
                        },
                        t,
                        money.kopecks,
                        lang,
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Stack gap={0}>
                        {entry.changes.map((change) => (
                          <Text
                            key={change.currency}
                            size="sm"
                            fw={600}
                            c={change.amount > 0 ? 'teal' : 'red'}
                            style={{ whiteSpace: 'nowrap' }}
                          >
                            {money.change(
                              change.amount,
                              change.currency,
                              serverNameOf(entry.details as Record<string, unknown>),
                            )}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      {page > 1 || history?.hasMore ? (
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={page <= 1}
            onClick={() => {
              goTo(page - 1);
            }}
          >
            {t('history.newer')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('history.page', { page })}
          </Text>
          <Button
            variant="default"
            disabled={!history?.hasMore}
            onClick={() => {
              goTo(page + 1);
            }}
          >
            {t('history.older')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
