import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffSavePaymentSettingsDocument,
  type StaffSiteSettingsFieldsFragment,
} from '../../../generated/graphql';
import { fieldFailure } from '../../../platform/forms/FormFailureAlert';
import { pick } from './pick';
import { SettingsSection, useSectionSave } from './SettingsSection';

const METHODS = ['card', 'sbp', 'crypto'] as const;
const MAX_TIERS = 20;

type Payments = StaffSiteSettingsFieldsFragment['payments'];
interface Tier {
  fromRubles: number;
  percent: number;
}

/** Payment methods on or off, and the top-up bonus tiers. */
export function PaymentsSection({ payments }: { payments: Payments }) {
  const { t } = useTranslation('staffSettings');
  const [methods, setMethods] = useState(() => pick(payments.methods, METHODS));
  const [tiers, setTiers] = useState<Tier[]>(() =>
    payments.bonusTiers.map((tier) => ({ fromRubles: tier.fromRubles, percent: tier.percent })),
  );
  const [savePayments] = useMutation(StaffSavePaymentSettingsDocument);
  const title = t('payments.title');
  const { failure, saving, save } = useSectionSave(title);
  const fieldNames = tiers.flatMap((_, index) => [
    `bonusTiers.${index}.fromRubles`,
    `bonusTiers.${index}.percent`,
  ]);
  const setTier = (index: number, change: Partial<Tier>) => {
    setTiers((current) => current.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));
  };

  return (
    <SettingsSection
      id="payments"
      title={title}
      help={t('payments.help')}
      failure={failure}
      fieldNames={fieldNames}
      saving={saving}
      onSave={() => {
        save(() => savePayments({ variables: { input: { methods, bonusTiers: tiers } } }));
      }}
    >
      <Title order={3} size="h5">
        {t('payments.methods')}
      </Title>
      <Group gap="lg">
        {METHODS.map((method) => (
          <Checkbox
            key={method}
            label={t(`payments.method.${method}`)}
            checked={methods[method]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setMethods((current) => ({ ...current, [method]: checked }));
            }}
          />
        ))}
      </Group>
      <Title order={3} size="h5">
        {t('payments.tiers')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payments.tiersHelp')}
      </Text>
      <Stack gap="xs" data-testid="bonus-tiers">
        {tiers.length === 0 && <Text size="sm">{t('payments.noTiers')}</Text>}
        {tiers.map((tier, index) => {
          const number = index + 1;
          return (
            // Tiers have no identity of their own; their place in the list is what the api names.
            <Group key={index} gap="xs" align="flex-start" wrap="wrap">
              <NumberInput
                label={t('payments.fromRubles', { number })}
                allowDecimal={false}
                value={tier.fromRubles}
                error={fieldFailure(failure, `bonusTiers.${index}.fromRubles`)}
                onChange={(value) => {
                  setTier(index, { fromRubles: typeof value === 'number' ? value : 0 });
                }}
              />
              <NumberInput
                label={t('payments.percent', { number })}
                allowDecimal={false}
                value={tier.percent}
                error={fieldFailure(failure, `bonusTiers.${index}.percent`)}
                onChange={(value) => {
                  setTier(index, { percent: typeof value === 'number' ? value : 0 });
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('payments.removeTier', { number })}
                onClick={() => {
                  setTiers((current) => current.filter((_, at) => at !== index));
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <Group>
        <Button
          variant="default"
          disabled={tiers.length >= MAX_TIERS}
          onClick={() => {
            const last = tiers.at(-1);
            setTiers([...tiers, { fromRubles: (last?.fromRubles ?? 0) + 1000, percent: last?.percent ?? 5 }]);
          }}
        >
          {t('payments.addTier')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
