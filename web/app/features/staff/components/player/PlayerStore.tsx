import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { useMoneyFormat } from '../../../payments';
import { DELIVERY_STATE_COLORS } from '../../deliveryStateColors';
import type { DateText, PlayerRecordsView } from './playerCardTypes';
import { RecordLine, RecordSection } from './RecordSection';
import { useStaffScreenLink } from '../../useStaffScreenLink';

/** Roles held per server with their end, what the player bought, and how each grant reached the game. */
export function PlayerStore(props: { login: string; records: PlayerRecordsView | null; date: DateText }) {
  const { t } = useTranslation(['staff', 'store']);
  const lang = useLanguage();
  const money = useMoneyFormat();
  const screen = useStaffScreenLink();
  const roles = props.records?.roles ?? [];
  const purchases = props.records?.purchases ?? [];
  const deliveries = props.records?.deliveries ?? [];
  const deliveriesLink = screen('deliveries', { player: props.login });
  return (
    <>
      <RecordSection
        title={t('players.roles')}
        testId="staff-player-roles"
        empty={t('players.noRoles')}
        count={roles.length}
      >
        {roles.map((grant) => (
          <RecordLine
            key={grant.id}
            main={`${grant.role[lang]} · ${grant.serverName}`}
            badge={
              <Badge variant="light" color={grant.active ? 'teal' : 'gray'}>
                {grant.active ? t('players.active') : t('players.ended_state')}
              </Badge>
            }
            details={[
              grant.endsAt === null
                ? t('players.roleForever')
                : t('players.roleUntil', { at: props.date(grant.endedEarlyAt ?? grant.endsAt) }),
            ]}
          />
        ))}
      </RecordSection>
      <RecordSection
        title={t('players.purchases')}
        testId="staff-player-purchases"
        empty={t('players.noPurchases')}
        count={purchases.length}
      >
        {purchases.map((purchase) => (
          <RecordLine
            key={purchase.id}
            main={
              purchase.role
                ? `${purchase.role[lang]} · ${purchase.serverName}`
                : `${t(`store:kinds.${purchase.kind}`, { defaultValue: purchase.kind })} · ${purchase.serverName}`
            }
            details={[
              purchase.period
                ? t(`store:periods.${purchase.period}`, { defaultValue: purchase.period })
                : null,
              purchase.coins > 0 ? money.coins(purchase.coins) : null,
              money.kopecks(purchase.paidKopecks),
              purchase.refunded ? t('players.refunded') : null,
              props.date(purchase.createdAt),
            ]}
          />
        ))}
      </RecordSection>
      <RecordSection
        title={t('players.deliveries')}
        testId="staff-player-deliveries"
        empty={t('players.noDeliveries')}
        count={deliveries.length}
        more={deliveriesLink ? { to: deliveriesLink, label: t('players.allDeliveries') } : null}
      >
        {deliveries.map((delivery) => (
          <RecordLine
            key={delivery.id}
            main={`${t(`store:kinds.${delivery.kind}`, { defaultValue: delivery.kind })} · ${delivery.serverName}`}
            badge={
              <Badge variant="light" color={DELIVERY_STATE_COLORS[delivery.state] ?? 'gray'}>
                {t(`store:staffStates.${delivery.state}`, { defaultValue: delivery.state })}
              </Badge>
            }
            details={[
              t('store:staffDeliveries.attempts', { count: delivery.attempts }),
              props.date(delivery.deliveredAt ?? delivery.createdAt),
            ]}
          />
        ))}
      </RecordSection>
    </>
  );
}
