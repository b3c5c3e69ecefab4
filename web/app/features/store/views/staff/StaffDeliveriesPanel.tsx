import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  StaffDeliveriesDocument,
  StaffMarkDeliveryDeliveredDocument,
  StaffResendDeliveryDocument,
} from '../../../../generated/graphql';
import { useQuery } from '../../../../platform/apollo/useQuery';
import { notify } from '../../../../platform/notifications/notify';
import { StaffDeliveryCard } from './StaffDeliveryCard';

/** Staff (store.manage): deliveries newest first (of one player with `?player=`), each with its timeline; uncertain ones wait for a decision. */
export function StaffDeliveriesPanel() {
  const { t } = useTranslation('store');
  // `?player=` opens the screen filtered (the staff player card links here).
  const [params] = useSearchParams();
  const [player, setPlayer] = useState(params.get('player') ?? '');
  const [filter, setFilter] = useState(params.get('player') ?? '');
  const [needsDecision, setNeedsDecision] = useState(false);
  const { data, loading, refetch } = useQuery(StaffDeliveriesDocument, {
    variables: { ...(filter === '' ? {} : { player: filter }), ...(needsDecision ? { needsDecision } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const [resend, resending] = useMutation(StaffResendDeliveryDocument);
  const [markDelivered, marking] = useMutation(StaffMarkDeliveryDeliveredDocument);
  const deliveries = data?.staffDeliveries?.deliveries ?? [];
  const done = (text: string) => () => {
    notify({ type: 'success', text });
    void refetch();
  };
  // A refused decision (someone decided first) was toasted by the error link; show the timeline as it is now.
  const refused = () => {
    void refetch();
  };
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
          <Checkbox
            label={t('staffDeliveries.needsDecision')}
            checked={needsDecision}
            onChange={(event) => {
              setNeedsDecision(event.currentTarget.checked);
            }}
          />
        </Group>
      </form>
      {loading && deliveries.length === 0 ? <Loader /> : null}
      {!loading && deliveries.length === 0 ? <Text c="dimmed">{t('staffDeliveries.none')}</Text> : null}
      {deliveries.map((delivery) => (
        <StaffDeliveryCard
          key={delivery.id}
          delivery={delivery}
          busy={resending.loading || marking.loading}
          onResend={(id, seenEventCount) => {
            void resend({ variables: { id, input: { seenEventCount } } }).then(
              done(t('staffDeliveries.resent')),
              refused,
            );
          }}
          onMarkDelivered={(id, seenEventCount) => {
            void markDelivered({ variables: { id, input: { seenEventCount } } }).then(
              done(t('staffDeliveries.marked')),
              refused,
            );
          }}
        />
      ))}
    </Stack>
  );
}
