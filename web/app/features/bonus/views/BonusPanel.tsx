import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { BonusStatusDocument, GiveBonusDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { useStoreAction } from '../../store';

function StepMark({ done }: { done: boolean }) {
  return (
    <ThemeIcon color={done ? 'teal' : 'gray'} radius="xl" size="sm" variant={done ? 'filled' : 'light'}>
      <Text size="xs" fw={700}>
        {done ? '✓' : '•'}
      </Text>
    </ThemeIcon>
  );
}

/** Cabinet → bonus: the three VK steps as the api checked them, then the claim or the wait. */
export function BonusPanel() {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const action = useStoreAction();
  const { data, loading, refetch } = useQuery(BonusStatusDocument, { fetchPolicy: 'network-only' });
  const [give, giving] = useMutation(GiveBonusDocument);
  const status = data?.bonusStatus;
  if (!status) return loading ? <Loader /> : null;
  if (!status.available) return <Text c="dimmed">{t('dailyBonus.closed')}</Text>;
  const { steps } = status;
  const groupLink = (
    <Anchor href={status.groupUrl ?? undefined} target="_blank" rel="noreferrer">
      {t('dailyBonus.group')}
    </Anchor>
  );

  const claim = () => {
    void give({ context: action.context })
      .then(({ data: result }) => {
        const done = result?.giveBonus;
        if (!done) return;
        action.wallet({ coins: done.balanceCoins });
        notify({ type: 'success', text: t('dailyBonus.done', { count: done.coins }) });
        void refetch();
      })
      .catch((error: unknown) => {
        action.failed(t('dailyBonus.failed'), error);
      });
  };

  return (
    <Stack gap="md" data-testid="bonus-panel">
      <Text>{t('dailyBonus.intro', { min: status.coinsMin, max: status.coinsMax })}</Text>
      <List spacing="sm" center>
        <List.Item
          icon={<StepMark done={steps.linked} />}
          data-testid="bonus-step-linked"
          data-done={steps.linked}
        >
          {t('dailyBonus.linked')}{' '}
          {steps.linked ? null : (
            <Anchor component={Link} to={href('/:lang/cabinet/authorization', { lang })}>
              {t('dailyBonus.linkIt')}
            </Anchor>
          )}
        </List.Item>
        <List.Item
          icon={<StepMark done={steps.subscribed} />}
          data-testid="bonus-step-subscribed"
          data-done={steps.subscribed}
        >
          {t('dailyBonus.subscribed')} {groupLink}
        </List.Item>
        <List.Item
          icon={<StepMark done={steps.messaged} />}
          data-testid="bonus-step-messaged"
          data-done={steps.messaged}
        >
          {t('dailyBonus.messaged')} {groupLink}
        </List.Item>
      </List>
      {status.nextClaimAt ? (
        <Alert color="blue" data-testid="bonus-wait">
          {t('dailyBonus.wait', { date: formatDateTime(status.nextClaimAt, lang) })}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={claim} disabled={!status.ready} loading={giving.loading} data-testid="bonus-claim">
          {t('dailyBonus.claim')}
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            void refetch();
          }}
          data-testid="bonus-check"
        >
          {t('dailyBonus.check')}
        </Button>
      </Group>
    </Stack>
  );
}
