import { Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ModCatalogueDocument } from '../../../generated/graphql';
import { NewsCard } from '../../news';
import { modCatalogueVariables } from '../modCatalogue';
import { LabelledPagination } from '../../../ui/LabelledPagination';

/** Mods as cards, filtered by one tag and by words; the filters live in the URL. */
export function ModCatalogue() {
  const { t } = useTranslation('documents');
  const [params, setParams] = useSearchParams();
  const variables = modCatalogueVariables(params);
  const { data, previousData } = useQuery(ModCatalogueDocument, { variables });
  const shown = data ?? previousData;
  const tags = shown?.modTags?.items ?? [];
  const mods = shown?.documents?.items ?? [];

  const setParam = (name: string, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const search = useDebouncedCallback((value: string) => {
    setParam('q', value.trim().length >= 2 ? value.trim() : null);
  }, 300);

  return (
    <Stack gap="lg" data-testid="mod-catalogue">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('catalogue.search')}
        aria-label={t('catalogue.search')}
        defaultValue={variables.search ?? ''}
        onChange={(event) => {
          search(event.currentTarget.value);
        }}
        maw={420}
      />
      <Chip.Group
        value={variables.tag ?? ''}
        onChange={(value) => {
          setParam('tag', typeof value === 'string' && value !== '' ? value : null);
        }}
      >
        <Group gap="xs" role="group" aria-label={t('catalogue.tags')}>
          <Chip value="">{t('catalogue.allTags')}</Chip>
          {tags.map((item) => (
            <Chip key={item.tag} value={item.tag}>
              {t('catalogue.tag', { tag: item.tag, count: item.count })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {mods.length === 0 ? (
        <Text c="dimmed">{t('catalogue.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {mods.map((mod) => (
            <NewsCard key={mod.id} news={mod} target="mods" headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
      {(shown?.documents?.pages ?? 0) > 1 && (
        <LabelledPagination
          total={shown?.documents?.pages ?? 1}
          value={variables.page ?? 1}
          onChange={(page) => {
            setParam('page', page > 1 ? String(page) : null);
          }}
        />
      )}
    </Stack>
  );
}
