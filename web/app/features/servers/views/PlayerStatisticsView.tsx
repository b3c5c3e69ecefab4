import { Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import { PlayerProfileDocument, ServerCatalogueDocument } from '../../../generated/graphql';
import { preloadQuery } from '../../../platform/apollo/preloadQuery';
import { FactTile } from '../components/FactTile';
import { LazyPlaytimeChart } from '../components/LazyOnlineChart';
import { PlaytimeSpanControls } from '../components/PlaytimeSpanControls';
import { ProfileFigures } from '../components/ProfileFigures';
import { preloadPlayerFigures, usePlayerFigures } from '../hooks/usePlayerFigures';
import { playerFiguresSearch, playerFiguresView } from '../playerFigures';
import { ProfileLikeButton } from './ProfileLikeButton';
import type { ScreenLoadArgs } from './screenLoadArgs';

/** Fills the cache with a player's statistics; an unknown player is a 404 from the api, and so a 404 page. */
export async function loadPlayerStatistics({
  context,
  params,
  request,
}: ScreenLoadArgs<{ nickname: string }>) {
  const nick = params.nickname;
  const view = playerFiguresView(new URL(request.url).searchParams, new Date());
  await preloadQuery(context, { query: PlayerProfileDocument, variables: { nick } });
  await Promise.all([
    preloadPlayerFigures(context, nick, view),
    preloadQuery(context, { query: ServerCatalogueDocument }),
  ]);
  return null;
}

/** `/profile/:nickname/statistics`: hours and days online, coins and places, playtime over a span, per server. */
export function PlayerStatisticsView({ nickname: nick }: { nickname: string }) {
  const { t } = useTranslation(['statistics', 'servers']);
  const [search, setSearch] = useSearchParams();
  const view = playerFiguresView(search, new Date());
  const profile = useQuery(PlayerProfileDocument, { variables: { nick } }).data?.playerProfile;
  const servers = useQuery(ServerCatalogueDocument).data?.servers?.items ?? [];
  const { statistics, playtime } = usePlayerFigures(nick, view);
  const show = (next: typeof view) => {
    setSearch(playerFiguresSearch(next), { replace: true, preventScrollReset: true });
  };
  const hours = statistics?.hours ?? profile?.hours;
  return (
    <ScreenFrame screen="profile-nickname-statistics" nested>
      {profile ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <Text c="dimmed" data-testid="profile-last-online">
              {profile.lastOnline
                ? t('servers:profile.lastOnline', {
                    value: new Date(profile.lastOnline),
                    formatParams: { value: { dateStyle: 'medium', timeStyle: 'short' } },
                  })
                : t(
                    profile.lastOnlineHidden
                      ? 'servers:profile.lastOnlineHidden'
                      : 'servers:profile.neverOnline',
                  )}
            </Text>
            <ProfileLikeButton
              nickname={profile.nickname}
              likes={profile.likes}
              likedByMe={profile.likedByMe}
            />
          </Group>
          <NativeSelect
            label={t('statistics:profile.server')}
            value={view.server ?? ''}
            data={[
              { value: '', label: t('servers:top.allServers') },
              ...servers.map((server) => ({ value: server.slug, label: server.name })),
            ]}
            onChange={(event) => {
              show({ ...view, server: event.currentTarget.value === '' ? null : event.currentTarget.value });
            }}
            maw={320}
          />
          {hours ? (
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              <FactTile
                label={t('servers:profile.hoursTotal')}
                value={t('servers:top.hours', { value: hours.total })}
                testId="hours-total"
              />
              <FactTile
                label={t('servers:profile.hoursMonth')}
                value={t('servers:top.hours', { value: hours.month })}
              />
              <FactTile
                label={t('servers:profile.hoursYear')}
                value={t('servers:top.hours', { value: hours.year })}
              />
              <FactTile
                label={t('servers:profile.daysMonth')}
                value={t('servers:top.number', { value: profile.daysOnline.month })}
              />
              <FactTile
                label={t('servers:profile.daysYear')}
                value={t('servers:top.number', { value: profile.daysOnline.year })}
              />
            </SimpleGrid>
          ) : null}
          {statistics ? <ProfileFigures figures={statistics} /> : null}
          <PlaytimeSpanControls
            span={view.span}
            onPeriod={(value) => {
              const { span } = playerFiguresView(new URLSearchParams({ period: value }), new Date());
              show({ server: view.server, span });
            }}
            onRange={(range) => {
              show({ ...view, span: { kind: 'range', ...range, valid: range.from <= range.to } });
            }}
          />
          <LazyPlaytimeChart points={playtime?.points ?? []} hoursLabel={t('servers:top.online')} />
        </Stack>
      ) : null}
    </ScreenFrame>
  );
}
