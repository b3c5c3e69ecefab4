import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffSaveStoreRoleDocument, type StaffCatalogueFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { notify } from '../../../../platform/notifications/notify';
import { StackedModal } from '../../../../ui/StackedModal';
import {
  formatAbilities,
  formatKits,
  formatTexts,
  parseAbilities,
  parseKits,
  parseTexts,
} from '../../roleLines';

export type StaffRole = StaffCatalogueFieldsFragment['roles'][number];

export interface StaffRoleFormProps {
  server: string;
  /** null: a new role. */
  role: StaffRole | null;
  opened: boolean;
  onClose: () => void;
}

const rubles = (kopecks: number) => kopecks / 100;

/** Staff: one role written whole — names, permission group, prices per period, discount, lists. */
export function StaffRoleForm({ server, role, opened, onClose }: StaffRoleFormProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const [save, saving] = useMutation(StaffSaveStoreRoleDocument);
  const [form, setForm] = useState(() => ({
    slug: role?.slug ?? '',
    nameRu: role?.name.ru ?? '',
    nameEn: role?.name.en ?? '',
    descriptionRu: role?.description.ru ?? '',
    descriptionEn: role?.description.en ?? '',
    grantGroup: role?.grantGroup ?? '',
    month: rubles(role?.priceMonthKopecks ?? 10_000),
    quarter: rubles(role?.priceQuarterKopecks ?? 25_000),
    forever: rubles(role?.priceForeverKopecks ?? 80_000),
    discountPercent: role?.discountPercent ?? 0,
    bestChoice: role?.bestChoice ?? false,
    onSale: role?.onSale ?? true,
    sortOrder: role?.sortOrder ?? 0,
    features: formatTexts(role?.features ?? []),
    abilities: formatAbilities(role?.abilities ?? []),
    kits: formatKits(role?.kits ?? []),
  }));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };
  const kits = parseKits(form.kits);

  const submit = () => {
    if (kits === null) return;
    void save({
      variables: {
        input: {
          ...(role === null ? {} : { id: role.id }),
          server,
          slug: form.slug,
          name: { ru: form.nameRu, en: form.nameEn },
          description: { ru: form.descriptionRu, en: form.descriptionEn },
          grantGroup: form.grantGroup,
          priceMonthKopecks: Math.round(form.month * 100),
          priceQuarterKopecks: Math.round(form.quarter * 100),
          priceForeverKopecks: Math.round(form.forever * 100),
          discountPercent: form.discountPercent,
          bestChoice: form.bestChoice,
          onSale: form.onSale,
          sortOrder: form.sortOrder,
          features: parseTexts(form.features),
          abilities: parseAbilities(form.abilities),
          kits,
        },
      },
    }).then(() => {
      notify({ type: 'success', text: t('staff.saved') });
      onClose();
    });
  };

  const price = (key: 'month' | 'quarter' | 'forever') => (
    <NumberInput
      label={t(`staff.price.${key}`)}
      value={form[key]}
      min={1}
      decimalScale={2}
      onChange={(value) => {
        set(key, typeof value === 'number' ? value : Number(value) || 0);
      }}
    />
  );

  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      title={role ? role.name[lang] : t('staff.newRole')}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('staff.slug')}
              value={form.slug}
              onChange={(e) => {
                set('slug', e.currentTarget.value);
              }}
              required
            />
            <TextInput
              label={t('staff.group')}
              description={t('staff.groupHint')}
              value={form.grantGroup}
              onChange={(e) => {
                set('grantGroup', e.currentTarget.value);
              }}
              required
            />
            <TextInput
              label={t('staff.nameRu')}
              value={form.nameRu}
              onChange={(e) => {
                set('nameRu', e.currentTarget.value);
              }}
              required
            />
            <TextInput
              label={t('staff.nameEn')}
              value={form.nameEn}
              onChange={(e) => {
                set('nameEn', e.currentTarget.value);
              }}
              required
            />
            <TextInput
              label={t('staff.descriptionRu')}
              value={form.descriptionRu}
              onChange={(e) => {
                set('descriptionRu', e.currentTarget.value);
              }}
              required
            />
            <TextInput
              label={t('staff.descriptionEn')}
              value={form.descriptionEn}
              onChange={(e) => {
                set('descriptionEn', e.currentTarget.value);
              }}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {price('month')}
            {price('quarter')}
            {price('forever')}
          </SimpleGrid>
          <Group grow>
            <NumberInput
              label={t('staff.discount')}
              value={form.discountPercent}
              min={0}
              max={90}
              allowDecimal={false}
              onChange={(value) => {
                set('discountPercent', typeof value === 'number' ? value : 0);
              }}
            />
            <NumberInput
              label={t('staff.sortOrder')}
              value={form.sortOrder}
              min={0}
              allowDecimal={false}
              onChange={(value) => {
                set('sortOrder', typeof value === 'number' ? value : 0);
              }}
            />
          </Group>
          <Group>
            <Checkbox
              label={t('bestChoice')}
              checked={form.bestChoice}
              onChange={(e) => {
                set('bestChoice', e.currentTarget.checked);
              }}
            />
            <Checkbox
              label={t('staff.onSale')}
              checked={form.onSale}
              onChange={(e) => {
                set('onSale', e.currentTarget.checked);
              }}
            />
          </Group>
          <Textarea
            label={t('staff.features')}
            description={t('staff.featuresHint')}
            autosize
            minRows={3}
            value={form.features}
            onChange={(e) => {
              set('features', e.currentTarget.value);
            }}
          />
          <Textarea
            label={t('staff.abilities')}
            description={t('staff.abilitiesHint')}
            autosize
            minRows={2}
            value={form.abilities}
            onChange={(e) => {
              set('abilities', e.currentTarget.value);
            }}
          />
          <Textarea
            label={t('staff.kits')}
            description={t('staff.kitsHint')}
            autosize
            minRows={2}
            value={form.kits}
            error={kits === null ? t('staff.kitsInvalid') : undefined}
            onChange={(e) => {
              set('kits', e.currentTarget.value);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving.loading} disabled={kits === null}>
              {t('staff.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StackedModal>
  );
}
