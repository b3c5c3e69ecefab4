import { useMutation } from '@apollo/client/react';
import { Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffSaveDefaultSettingsDocument,
  type StaffSiteSettingsFieldsFragment,
} from '../../../generated/graphql';
import { SettingsSection, useSectionSave } from './SettingsSection';

const LANGUAGES = ['ru', 'en'] as const;
const REGIONS = ['auto', 'russia', 'global'] as const;

const known = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** The language and region of a visitor who has not chosen yet. */
export function DefaultsSection({ defaults }: { defaults: StaffSiteSettingsFieldsFragment['defaults'] }) {
  const { t } = useTranslation('staffSettings');
  const [language, setLanguage] = useState(() => known(LANGUAGES, defaults.language, 'ru'));
  const [region, setRegion] = useState(() => known(REGIONS, defaults.region, 'auto'));
  const [saveDefaults] = useMutation(StaffSaveDefaultSettingsDocument);
  const title = t('defaults.title');
  const { failure, saving, save } = useSectionSave(title);

  return (
    <SettingsSection
      id="defaults"
      title={title}
      help={t('defaults.help')}
      failure={failure}
      fieldNames={[]}
      saving={saving}
      onSave={() => {
        save(() => saveDefaults({ variables: { input: { language, region } } }));
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('defaults.language')}
          data={LANGUAGES.map((value) => ({ value, label: t(`defaults.languages.${value}`) }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => {
            setLanguage(known(LANGUAGES, value, language));
          }}
        />
        <Select
          label={t('defaults.region')}
          data={REGIONS.map((value) => ({ value, label: t(`defaults.regions.${value}`) }))}
          value={region}
          allowDeselect={false}
          onChange={(value) => {
            setRegion(known(REGIONS, value, region));
          }}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
