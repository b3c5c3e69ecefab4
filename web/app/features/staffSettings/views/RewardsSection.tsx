import { useMutation } from '@apollo/client/react';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffSaveRewardSettingsDocument,
  type StaffSiteSettingsFieldsFragment,
} from '../../../generated/graphql';
import { fieldFailure } from '../../../platform/forms/FormFailureAlert';
import { pick } from './pick';
import { SettingsSection, useSectionSave } from './SettingsSection';

const FIELDS = ['bonusCoinsMin', 'bonusCoinsMax', 'referralCoinsPerHour', 'referralMaxGapDays'] as const;

/** The daily bonus range and the referral program's figures. */
export function RewardsSection({ rewards }: { rewards: StaffSiteSettingsFieldsFragment['rewards'] }) {
  const { t } = useTranslation('staffSettings');
  const [form, setForm] = useState(() => pick(rewards, FIELDS));
  const [saveRewards] = useMutation(StaffSaveRewardSettingsDocument);
  const title = t('rewards.title');
  const { failure, saving, save } = useSectionSave(title);

  return (
    <SettingsSection
      id="rewards"
      title={title}
      help={t('rewards.help')}
      failure={failure}
      fieldNames={[...FIELDS]}
      saving={saving}
      onSave={() => {
        save(() => saveRewards({ variables: { input: form } }));
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map((key) => (
          <NumberInput
            key={key}
            label={t(`rewards.${key}`)}
            allowDecimal={false}
            value={form[key]}
            error={fieldFailure(failure, key)}
            onChange={(value) => {
              setForm((current) => ({ ...current, [key]: typeof value === 'number' ? value : 0 }));
            }}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
