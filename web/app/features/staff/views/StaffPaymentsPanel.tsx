import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  PaymentProviderStatusDocument,
  RefundPaymentDocument,
  StaffPaymentsDocument,
  type StaffPaymentFieldsFragment,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { hasPermission } from '../../../platform/auth/authState';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { useListFilters } from '../../../platform/routing/useListFilters';
import { useSession } from '../../../platform/session/useSession';
import { FilterSelect } from '../../../ui/FilterSelect';
import { StackedModal } from '../../../ui/StackedModal';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';
import { StaffTable } from '../StaffTable';

const STATUSES = ['created', 'pending', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
const STATUS_COLORS: Record<string, string> = {
  succeeded: 'teal',
  pending: 'yellow',
  created: 'gray',
  failed: 'red',
  canceled: 'gray',
  refunded: 'grape',
};

/** Staff (economy.view): payments with filters in the URL, the provider's word, refunds (economy.refund). */
export function StaffPaymentsPanel() {
  const { t } = useTranslation(['staff', 'payments']);
  const lang = useLanguage();
  const money = useMoneyFormat();
  const canRefund = hasPermission(useSession().permissions, 'economy.refund');
  const { params, page, setFilter, goTo, pick } = useListFilters();
  const status = pick('status', STATUSES);
  const login = params.get('login') ?? '';
  const [loginDraft, setLoginDraft] = useState(login);
  const { data } = useQuery(StaffPaymentsDocument, {
    variables: {
      page,
      ...(status ? { status: status } : {}),
      ...(login ? { login } : {}),
    },
    fetchPolicy: 'cache-and-network',
  });
  const [askProvider, providerAnswer] = useLazyQuery(PaymentProviderStatusDocument, {
    fetchPolicy: 'network-only',
  });
  const [asked, setAsked] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<StaffPaymentFieldsFragment | null>(null);
  const [reason, setReason] = useState('');
  const [refund, refundState] = useMutation(RefundPaymentDocument, {
    refetchQueries: [StaffPaymentsDocument],
  });
  const idempotency = useIdempotencyKey();
  const payments = data?.staffPayments?.payments ?? [];

  const confirmRefund = () => {
    if (!refunding || reason.trim().length < 3) return;
    void refund({
      variables: { paymentId: refunding.id, input: { reason: reason.trim() } },
      context: idempotency.context(),
    })
      .then(() => {
        idempotency.done();
        notify({ type: 'success', text: t('payments.refunded') });
        setRefunding(null);
        setReason('');
      })
      .catch(() => {
        idempotency.done();
      });
  };

  const answer = providerAnswer.data?.paymentProviderStatus;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t('payments.filters.status')}
          anyLabel={t('payments.filters.any')}
          values={STATUSES}
          labelOf={(value) => t(`payments:status.${value}`)}
          value={status}
          onChange={(value) => {
            setFilter('status', value);
          }}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilter('login', loginDraft.trim());
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('payments.filters.login')}
              value={loginDraft}
              onChange={(event) => {
                setLoginDraft(event.currentTarget.value);
              }}
            />
            <Button type="submit" variant="default">
              {t('payments.filters.apply')}
            </Button>
          </Group>
        </form>
      </Group>
      {payments.length === 0 ? <Text c="dimmed">{t('payments.empty')}</Text> : null}
      {payments.length > 0 ? (
        <StaffTable
          minWidth={720}
          testId="staff-payments"
          columns={[
            t('payments.columns.created'),
            t('payments.columns.player'),
            t('payments.columns.amount'),
            t('payments.columns.method'),
            t('payments.columns.status'),
            '',
          ]}
        >
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{formatDateTime(payment.createdAt, lang)}</Table.Td>
              <Table.Td>{payment.login}</Table.Td>
              <Table.Td>
                {money.kopecks(payment.amountKopecks)}
                {payment.bonusKopecks > 0 ? ` + ${money.kopecks(payment.bonusKopecks)}` : ''}
              </Table.Td>
              <Table.Td>
                {t(`payments:pay.methods.${payment.method}`)} · {payment.provider}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {/* Never cut to "ОПЛА…": the column is as wide as its longest status word. */}
                  <Badge
                    color={STATUS_COLORS[payment.status] ?? 'gray'}
                    variant="light"
                    miw="max-content"
                    data-testid="payment-status"
                  >
                    {t(`payments:status.${payment.status}`)}
                  </Badge>
                  {payment.failure ? (
                    <Text size="xs" c="dimmed">
                      {payment.failure}
                    </Text>
                  ) : null}
                  {asked === payment.id && answer ? (
                    <Text size="xs">
                      {t('payments.providerSays', {
                        provider: payment.provider,
                        status: answer.rawStatus,
                        amount: money.kopecks(answer.amountKopecks),
                      })}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {payment.providerPaymentId ? (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => {
                        setAsked(payment.id);
                        void askProvider({ variables: { paymentId: payment.id } });
                      }}
                    >
                      {t('payments.providerStatus')}
                    </Button>
                  ) : null}
                  {canRefund && payment.status === 'succeeded' ? (
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="light"
                      onClick={() => {
                        setRefunding(payment);
                      }}
                    >
                      {t('payments.refund')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </StaffTable>
      ) : null}
      {data?.staffPayments?.hasMore || page > 1 ? (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!data?.staffPayments?.hasMore}
            onClick={() => {
              goTo(page + 1);
            }}
          >
            {t('payments.more')}
          </Button>
        </Group>
      ) : null}
      <StackedModal
        opened={refunding !== null}
        onClose={() => {
          setRefunding(null);
        }}
        title={
          refunding
            ? t('payments.refundTitle', {
                amount: money.kopecks(refunding.amountKopecks),
                login: refunding.login,
              })
            : ''
        }
      >
        <Stack gap="md">
          <Text size="sm">{t('payments.refundHelp', { provider: refunding?.provider ?? '' })}</Text>
          <Textarea
            label={t('payments.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
            }}
            error={reason.length > 0 && reason.trim().length < 3 ? t('payments.reasonRequired') : undefined}
            required
          />
          <Button
            color="red"
            loading={refundState.loading}
            disabled={reason.trim().length < 3}
            onClick={confirmRefund}
          >
            {t('payments.confirmRefund')}
          </Button>
        </Stack>
      </StackedModal>
    </Stack>
  );
}
