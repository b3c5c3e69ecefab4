import { skipToken } from '@apollo/client/react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StaffPlayersDocument } from '../../../generated/graphql';
import { PlayerCard } from './PlayerCard';
import { StaffTable } from '../StaffTable';

/** Staff (staff.players.view): find a player by nickname, email, game UUID or address, then open them. */
export function PlayersPanel() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const login = params.get('login');
  const [draft, setDraft] = useState(query);
  const { data } = useQuery(
    StaffPlayersDocument,
    query.length < 2 ? skipToken : { variables: { query }, fetchPolicy: 'cache-and-network' },
  );
  const players = data?.staffPlayers?.players ?? [];
  const link = (value: string) =>
    `?${new URLSearchParams({ ...(query ? { query } : {}), login: value }).toString()}`;

  return (
    <Stack gap="md">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(new URLSearchParams({ query: draft.trim() }), { preventScrollReset: true });
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('players.search')}
            description={t('players.searchHelp')}
            value={draft}
            minLength={2}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 320 }}
            data-testid="player-search"
          />
          <Button type="submit" variant="default">
            {t('players.find')}
          </Button>
        </Group>
      </form>
      {query.length >= 2 && data && players.length === 0 ? <Text c="dimmed">{t('players.none')}</Text> : null}
      {players.length > 0 ? (
        <StaffTable minWidth={320} columns={[t('players.nickname'), t('players.email')]}>
          {players.map((player) => (
            <Table.Tr key={player.id}>
              <Table.Td>
                <Link to={link(player.login)} preventScrollReset>
                  {player.login}
                </Link>
              </Table.Td>
              <Table.Td>{player.email ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </StaffTable>
      ) : null}
      {login ? <PlayerCard login={login} /> : null}
    </Stack>
  );
}
