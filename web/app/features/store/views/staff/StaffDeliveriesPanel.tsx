import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Code, Group, Loader, Stack, Text, TextInput, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffDeliveriesDocument, StaffResendDeliveryDocument } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../platform/i18n/formatDate';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { isPresent } from '../../../../platform/isPresent';
import { notify } from '../../../../platform/notifications/notify';

/** Staff (store.manage): deliveries newest first, each with its timeline, and resend. */
export function StaffDeliveriesPanel() {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const [player, setPlayer] = useState('');
  const [filter, setFilter] = useState('');
  const { data, loading, refetch } = useQuery(StaffDeliveriesDocument, {
    variables: filter === '' ? {} : { player: filter },
    fetchPolicy: 'cache-and-network',
  });
  const [resend, resending] = useMutation(StaffResendDeliveryDocument);
  const deliveries = (data?.staffDeliveries?.deliveries ?? []).filter(isPresent);
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(player.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('staffDeliveries.player')}
            value={player}
            onChange={(event) => {
              setPlayer(event.currentTarget.value);
            }}
          />
          <Button type="submit" variant="light">
            {t('staffDeliveries.filter')}
          </Button>
        </Group>
      </form>
      {loading && deliveries.length === 0 ? <Loader /> : null}
      {!loading && deliveries.length === 0 ? <Text c="dimmed">{t('staffDeliveries.none')}</Text> : null}
      {deliveries.map((delivery) => (
        <Card key={delivery.id} withBorder radius="md" padding="md" data-testid="staff-delivery">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Text fw={700}>{delivery.player}</Text>
                <Text c="dimmed">{delivery.server}</Text>
                <Badge variant="light">{t(`kinds.${delivery.kind}`)}</Badge>
                <Badge color={delivery.state === 'done' ? 'teal' : 'yellow'}>
                  {t(`states.${delivery.state}`)}
                </Badge>
              </Group>
              <Button
                size="compact-sm"
                variant="default"
                loading={resending.loading}
                onClick={() => {
                  void resend({ variables: { id: delivery.id } }).then(() => {
                    notify({ type: 'success', text: t('staffDeliveries.resent') });
                    void refetch();
                  });
                }}
              >
                {t('staffDeliveries.resend')}
              </Button>
            </Group>
            <Code block>{delivery.command}</Code>
            <Timeline bulletSize={12} lineWidth={2}>
              {delivery.events.filter(isPresent).map((event, index) => (
                <Timeline.Item
                  key={`${event.event}-${String(index)}`}
                  title={t(`events.${event.event}`, { defaultValue: event.event })}
                >
                  <Text size="xs" c="dimmed">
                    {formatDateTime(event.at, lang)}
                    {event.detail ? ` · ${event.detail}` : ''}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
