import { useQuery } from '@apollo/client/react';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LazyPlaytimeChart, ProfileLikeButton } from '../../features/servers';
import { ScreenFrame } from '../../features/site';
import {
  PlayerPlaytimeDocument,
  PlayerProfileDocument,
  PlayerStatisticsDocument,
  type PlaytimePeriod,
} from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { isPresent } from '../../platform/isPresent';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/profile-nickname-statistics';

// GraphQL names cannot start with a digit: the gateway spells the api's '1m' as '_1m'; the URL keeps '1m'.
const PERIODS = ['1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const;
type Period = (typeof PERIODS)[number];
const COUNTERS = [
  'blocksBroken',
  'blocksPlaced',
  'playersKilled',
  'mobsKilled',
  'deaths',
  'experience',
  'chatMessages',
  'casesOpened',
] as const;

function periodOf(search: URLSearchParams): Period {
  return PERIODS.find((period) => period === search.get('period')) ?? '1m';
}

function graphPeriod(period: Period): PlaytimePeriod {
  return period === 'max' ? 'max' : `_${period}`;
}

async function load({ context, params, request }: Route.LoaderArgs | Route.ClientLoaderArgs) {
  const nick = params.nickname;
  const period = graphPeriod(periodOf(new URL(request.url).searchParams));
  // An unknown player is a 404 from the api, and so a 404 page.
  await preloadQuery(context, { query: PlayerProfileDocument, variables: { nick } });
  await Promise.all([
    preloadQuery(context, { query: PlayerStatisticsDocument, variables: { nick } }),
    preloadQuery(context, { query: PlayerPlaytimeDocument, variables: { nick, period } }),
  ]);
  return null;
}

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'profile-nickname-statistics');

export default function ProfileNicknameStatisticsScreen({ params }: Route.ComponentProps) {
  const { t } = useTranslation('servers');
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const nick = params.nickname;
  const profile = useQuery(PlayerProfileDocument, { variables: { nick } }).data?.playerProfile;
  const counters = useQuery(PlayerStatisticsDocument, { variables: { nick } }).data?.playerStatistics
    ?.counters;
  const playtime = useQuery(PlayerPlaytimeDocument, { variables: { nick, period: graphPeriod(period) } }).data
    ?.playerPlaytime;
  const fact = (label: string, value: string) => (
    <Paper withBorder radius="md" p="sm" key={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
  return (
    <ScreenFrame screen="profile-nickname-statistics" nested>
      {profile ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <Text c="dimmed" data-testid="profile-last-online">
              {profile.lastOnline
                ? t('profile.lastOnline', {
                    value: new Date(profile.lastOnline),
                    formatParams: { value: { dateStyle: 'medium', timeStyle: 'short' } },
                  })
                : t(profile.lastOnlineHidden ? 'profile.lastOnlineHidden' : 'profile.neverOnline')}
            </Text>
            <ProfileLikeButton
              nickname={profile.nickname}
              likes={profile.likes}
              likedByMe={profile.likedByMe}
            />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {fact(t('profile.hoursTotal'), t('top.hours', { value: profile.hours.total }))}
            {fact(t('profile.hoursMonth'), t('top.hours', { value: profile.hours.month }))}
            {fact(t('profile.hoursYear'), t('top.hours', { value: profile.hours.year }))}
            {fact(t('profile.daysMonth'), t('top.number', { value: profile.daysOnline.month }))}
            {fact(t('profile.daysYear'), t('top.number', { value: profile.daysOnline.year }))}
          </SimpleGrid>
          {counters ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {COUNTERS.map((name) =>
                fact(t(`profile.counters.${name}`), t('top.number', { value: counters[name] })),
              )}
            </SimpleGrid>
          ) : null}
          <SegmentedControl
            aria-label={t('monitoring.period')}
            value={period}
            onChange={(value) => {
              setSearch({ period: value }, { replace: true, preventScrollReset: true });
            }}
            data={PERIODS.map((value) => ({ value, label: t(`monitoring.periods.${value}`) }))}
          />
          <LazyPlaytimeChart points={playtime?.points.filter(isPresent) ?? []} hoursLabel={t('top.online')} />
        </Stack>
      ) : null}
    </ScreenFrame>
  );
}
