import { skipToken } from '@apollo/client/react';
import { Anchor, Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import { PlayerSearchDocument } from '../../../generated/graphql';

/** docs/product.md#profiles: a search needs at least four characters (the api refuses shorter ones too). */
const MIN_LENGTH = 4;

/** `/player-search`: players by the start of their nickname, with or without a site account. */
export function PlayerSearchView({ lang }: { lang: string }) {
  const { t } = useTranslation('servers');
  const [search, setSearch] = useSearchParams();
  const text = search.get('q') ?? '';
  const [query] = useDebouncedValue(text.trim(), 250);
  const tooShort = query.length < MIN_LENGTH;
  const { data } = useQuery(PlayerSearchDocument, tooShort ? skipToken : { variables: { query } });
  const items = data?.playerSearch?.items ?? [];
  return (
    <ScreenFrame screen="player-search">
      <Stack gap="md" maw={520}>
        <TextInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setSearch({ q: event.currentTarget.value }, { replace: true, preventScrollReset: true });
          }}
          error={text.length > 0 && text.trim().length < MIN_LENGTH ? t('search.minLength') : undefined}
          data-testid="player-search-input"
        />
        {!tooShort && data && items.length === 0 ? <Text c="dimmed">{t('search.empty')}</Text> : null}
        <Stack gap={6} data-testid="player-search-results">
          {items.map((item) => (
            <Group key={item.nickname} gap="xs">
              <Anchor component={Link} to={`/${lang}/${item.nickname}/statistics`} fw={600}>
                {item.nickname}
              </Anchor>
              {item.hasAccount ? null : (
                <Badge variant="light" color="gray" size="sm">
                  {t('search.noAccount')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </ScreenFrame>
  );
}
