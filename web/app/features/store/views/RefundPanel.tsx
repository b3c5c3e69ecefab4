import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { CabinetRefundDocument, RefundBeforeWipeDocument } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';
import { useStoreAction } from '../hooks/useStoreAction';

/** Cabinet → refund: in the 14 days before a server's wipe, what would return, and one button for it. */
export function RefundPanel() {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const action = useStoreAction();
  const idempotency = useIdempotencyKey();
  const { data, loading, refetch } = useQuery(CabinetRefundDocument, { fetchPolicy: 'cache-and-network' });
  const [refund, refunding] = useMutation(RefundBeforeWipeDocument);
  const servers = data?.cabinetRefund?.servers;
  if (!servers) return loading ? <Loader /> : null;
  if (servers.length === 0) return <Text c="dimmed">{t('refund.none')}</Text>;

  const submit = (server: string) => {
    void refund({
      variables: { input: { server } },
      context: { ...idempotency.context(), ...action.context },
    })
      .then(({ data: result }) => {
        idempotency.done();
        const done = result?.refundBeforeWipe;
        if (!done) return;
        action.wallet({ balanceKopecks: done.balanceKopecks });
        notify({ type: 'success', text: t('refund.done', { amount: money.kopecks(done.refundedKopecks) }) });
        void refetch();
      })
      .catch((error: unknown) => {
        idempotency.done();
        action.failed(t('refund.failed'), error);
      });
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('refund.rules')}
      </Text>
      {servers.map((entry) => {
        const items = entry.items;
        return (
          <Card key={entry.wipeId} withBorder radius="lg" padding="lg" data-testid="refund-server">
            <Stack gap="sm">
              <Title order={3}>{entry.server.name}</Title>
              <Text size="sm">{t('refund.wipe', { date: formatDate(entry.wipeAt, lang) })}</Text>
              {items.length === 0 ? (
                <Text c="dimmed">{t('refund.nothing')}</Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {items.map((item) => (
                      <Table.Tr key={item.purchaseId}>
                        <Table.Td>
                          {item.roleName} · {t(`periods.${item.period}`)}
                        </Table.Td>
                        <Table.Td>{formatDate(item.boughtAt, lang)}</Table.Td>
                        <Table.Td ta="right">{money.kopecks(item.paidKopecks)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <Group justify="space-between">
                <Text fw={700}>{t('refund.total', { amount: money.kopecks(entry.totalKopecks) })}</Text>
                <Button
                  disabled={entry.totalKopecks === 0}
                  loading={refunding.loading}
                  onClick={() => {
                    submit(entry.server.slug);
                  }}
                >
                  {t('refund.submit')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
