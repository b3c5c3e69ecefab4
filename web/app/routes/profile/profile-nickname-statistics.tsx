import { useQuery } from '@apollo/client/react';
import { Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  FactTile,
  LazyPlaytimeChart,
  PlaytimeSpanControls,
  ProfileFigures,
  ProfileLikeButton,
  playerFiguresSearch,
  playerFiguresView,
  preloadPlayerFigures,
  usePlayerFigures,
} from '../../features/servers';
import { ScreenFrame } from '../../features/site';
import { PlayerProfileDocument, ServerCatalogueDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname-statistics';

async function load({ context, params, request }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const nick = params.nickname;
  const view = playerFiguresView(new URL(request.url).searchParams, new Date());
  // An unknown player is a 404 from the api, and so a 404 page.
  await preloadQuery(context, { query: PlayerProfileDocument, variables: { nick } });
  await Promise.all([
    preloadPlayerFigures(context, nick, view),
    preloadQuery(context, { query: ServerCatalogueDocument }),
  ]);
  return null;
}

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'profile-nickname-statistics');

export default function ProfileNicknameStatisticsScreen({ params }: Route.ComponentProps) {
  const { t } = useTranslation(['statistics', 'servers']);
  const [search, setSearch] = useSearchParams();
  const view = playerFiguresView(search, new Date());
  const nick = params.nickname;
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
