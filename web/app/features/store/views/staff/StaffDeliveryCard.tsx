import { Alert, Badge, Button, Card, Code, Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { StaffDeliveriesQuery } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../platform/i18n/formatDate';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { DELIVERY_STATE_COLORS } from '../../../staff';
import { deliveryEventDetail } from './deliveryEventDetail';

export type StaffDeliveryRow = NonNullable<
  NonNullable<NonNullable<StaffDeliveriesQuery['staffDeliveries']>['deliveries']>[number]
>;

/** What staff may do: decide an uncertain or failed one; re-run a done one; wait for one on its way. */
function actionsFor(state: StaffDeliveryRow['state']) {
  const decide = state === 'uncertain' || state === 'failed';
  return { markDelivered: decide, resend: decide || state === 'done' };
}

interface StaffDeliveryCardProps {
  delivery: StaffDeliveryRow;
  busy: boolean;
  /** Each decision names the timeline it was made on (its length), so one made at the same moment by someone else is refused. */
  onMarkDelivered: (id: string, seenEventCount: number) => void;
  onResend: (id: string, seenEventCount: number) => void;
}

/** One delivery for staff: its command, its timeline of attempts and, when it waits for one, the decision. */
export function StaffDeliveryCard({ delivery, busy, onMarkDelivered, onResend }: StaffDeliveryCardProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const actions = actionsFor(delivery.state);
  return (
    <Card withBorder radius="md" padding="md" data-testid="staff-delivery" data-state={delivery.state}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>{delivery.player}</Text>
            <Text c="dimmed">{delivery.server}</Text>
            <Badge variant="light">{t(`kinds.${delivery.kind}`)}</Badge>
            <Badge color={DELIVERY_STATE_COLORS[delivery.state]} variant="light">
              {t(`staffStates.${delivery.state}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('staffDeliveries.attempts', { count: delivery.attempts })}
            </Text>
          </Group>
          <Group gap="xs">
            {actions.markDelivered ? (
              <Button
                size="compact-sm"
                color="teal"
                loading={busy}
                onClick={() => {
                  onMarkDelivered(delivery.id, delivery.events.length);
                }}
              >
                {t('staffDeliveries.markDelivered')}
              </Button>
            ) : null}
            {actions.resend ? (
              <Button
                size="compact-sm"
                variant="default"
                loading={busy}
                onClick={() => {
                  onResend(delivery.id, delivery.events.length);
                }}
              >
                {t('staffDeliveries.resend')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {delivery.state === 'uncertain' || delivery.state === 'failed' ? (
          <Alert color={DELIVERY_STATE_COLORS[delivery.state]} variant="light" p="xs">
            {t(`staffDeliveries.explain.${delivery.state}`)}
          </Alert>
        ) : null}
        <Code block>{delivery.command}</Code>
        <Timeline bulletSize={12} lineWidth={2}>
          {delivery.events.map((event, index) => (
            <Timeline.Item
              key={`${event.event}-${String(index)}`}
              title={t(`events.${event.event}`, { defaultValue: event.event })}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(event.at, lang)}
                {event.detail ? ` · ${deliveryEventDetail(event.detail, t)}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
