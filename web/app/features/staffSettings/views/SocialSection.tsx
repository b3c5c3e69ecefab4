import { useMutation } from '@apollo/client/react';
import { NumberInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  StaffSaveSocialSettingsDocument,
  type StaffSiteSettingsFieldsFragment,
} from '../../../generated/graphql';
import { fieldFailure } from '../../../platform/forms/FormFailureAlert';
import { pick } from './pick';
import { SettingsSection, useSectionSave } from './SettingsSection';

const LINKS = [
  'discord',
  'vk',
  'messageLink',
  'supportLink',
  'youtube',
  'telegram',
  'twoFactorTelegram',
  'twoFactorVk',
] as const;
const COUNTS = ['discord', 'vk', 'youtube', 'telegram'] as const;

type Social = StaffSiteSettingsFieldsFragment['social'];
type Links = Record<(typeof LINKS)[number], string>;
type Counts = Record<(typeof COUNTS)[number], number>;

/** Social links and follower counts: the footer's and the home page's buttons. */
export function SocialSection({ social }: { social: Social }) {
  const { t } = useTranslation('staffSettings');
  const [links, setLinks] = useState<Links>(() => ({ ...pick(social.links, LINKS) }));
  const [counts, setCounts] = useState<Counts>(() => ({ ...pick(social.counts, COUNTS) }));
  const [saveSocial] = useMutation(StaffSaveSocialSettingsDocument);
  const title = t('social.title');
  const { failure, saving, save } = useSectionSave(title);
  const fieldNames = [...LINKS.map((key) => `links.${key}`), ...COUNTS.map((key) => `counts.${key}`)];

  return (
    <SettingsSection
      id="social"
      title={title}
      help={t('social.help')}
      failure={failure}
      fieldNames={fieldNames}
      saving={saving}
      onSave={() => {
        save(() => saveSocial({ variables: { input: { links, counts } } }));
      }}
    >
      <Title order={3} size="h5">
        {t('social.links')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LINKS.map((key) => (
          <TextInput
            key={key}
            type="url"
            label={t(`social.link.${key}`)}
            value={links[key]}
            error={fieldFailure(failure, `links.${key}`)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setLinks((current) => ({ ...current, [key]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('social.counts')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {COUNTS.map((key) => (
          <NumberInput
            key={key}
            label={t(`social.count.${key}`)}
            allowDecimal={false}
            value={counts[key]}
            error={fieldFailure(failure, `counts.${key}`)}
            onChange={(value) => {
              setCounts((current) => ({ ...current, [key]: typeof value === 'number' ? value : 0 }));
            }}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
