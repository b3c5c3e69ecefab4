import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../payments';
import type { DateText, PlayerRecordsView, StaffPlayerView } from './playerCardTypes';
import { RecordLine, RecordSection } from './RecordSection';
import { useStaffScreenLink } from '../../useStaffScreenLink';

/** Top-ups through a provider and the latest ledger movements of the player. */
export function PlayerMoney(props: {
  player: StaffPlayerView;
  records: PlayerRecordsView | null;
  date: DateText;
}) {
  const { t } = useTranslation(['staff', 'payments']);
  const money = useMoneyFormat();
  const screen = useStaffScreenLink();
  const payments = props.records?.payments ?? [];
  const movements = props.player.movements;
  const paymentsLink = screen('payments', { login: props.player.login });
  return (
    <>
      <RecordSection
        title={t('players.payments')}
        testId="staff-player-payments"
        empty={t('players.noPayments')}
        count={payments.length}
        more={paymentsLink ? { to: paymentsLink, label: t('players.allPayments') } : null}
      >
        {payments.map((payment) => (
          <RecordLine
            key={payment.id}
            main={money.kopecks(payment.amountKopecks)}
            badge={
              <Badge variant="light" color={payment.status === 'succeeded' ? 'teal' : 'gray'}>
                {t(`payments:status.${payment.status}`, { defaultValue: payment.status })}
              </Badge>
            }
            details={[
              t(`payments:pay.methods.${payment.method}`, { defaultValue: payment.method }),
              props.date(payment.createdAt),
            ]}
          />
        ))}
      </RecordSection>
      <RecordSection
        title={t('players.movements')}
        testId="staff-player-movements"
        empty={t('players.noMovements')}
        count={movements.length}
      >
        {movements.map((movement) => (
          <RecordLine
            key={movement.id}
            main={t(`payments:history.kinds.${movement.kind}`, { defaultValue: movement.kind })}
            details={[
              movement.changes.map((change) => money.change(change.amount, change.currency)).join(', '),
              movement.reason,
              props.date(movement.at),
            ]}
          />
        ))}
      </RecordSection>
    </>
  );
}
