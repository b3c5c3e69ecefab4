import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { MoneyHistoryDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { isPresent } from '../../../platform/isPresent';
import { describeMovement } from '../describeMovement';
import { useMoneyFormat } from '../hooks/useMoneyFormat';

const KINDS = ['topup', 'payment_refund', 'adjustment', 'purchase', 'opening', 'wipe_refund'] as const;
const CURRENCIES = ['RUB', 'COIN'] as const;

/** `user/history/money`: every ledger movement of the player, filters and pages in the URL. */
export function TransactionsPanel() {
  const { t } = useTranslation('payments');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kindParam = params.get('kind');
  const currencyParam = params.get('currency');
  const kind = KINDS.find((value) => value === kindParam);
  const currency = CURRENCIES.find((value) => value === currencyParam);
  const { data, loading } = useQuery(MoneyHistoryDocument, {
    variables: {
      page,
      ...(kind ? { kind: kind } : {}),
      ...(currency ? { currency: currency } : {}),
    },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.moneyHistory;
  const entries = (history?.entries ?? []).filter(isPresent);
  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === 'all') next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next, { preventScrollReset: true });
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    setParams(next, { preventScrollReset: true });
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('history.filterKind')}
          value={kind ?? 'all'}
          onChange={(value) => {
            setFilter('kind', value);
          }}
          data={[
            { value: 'all', label: t('history.kinds.all') },
            ...KINDS.map((value) => ({ value, label: t(`history.kinds.${value}`) })),
          ]}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('history.filterCurrency')}
          value={currency ?? 'all'}
          onChange={(value) => {
            setFilter('currency', value);
          }}
          data={[
            { value: 'all', label: t('history.currency.all') },
            ...CURRENCIES.map((value) => ({ value, label: t(`history.currency.${value}`) })),
          ]}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
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
                          reason: entry.reason ?? null,
                        },
                        t,
                        money.kopecks,
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Stack gap={0}>
                        {entry.changes.filter(isPresent).map((change) => (
                          <Text
                            key={change.currency}
                            size="sm"
                            fw={600}
                            c={change.amount > 0 ? 'teal' : 'red'}
                            style={{ whiteSpace: 'nowrap' }}
                          >
                            {money.change(change.amount, change.currency)}
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
