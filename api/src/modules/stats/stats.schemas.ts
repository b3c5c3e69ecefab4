import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';
import { GameServer } from '../servers/index.js';
import { BanSourceName } from '../store/index.js';

const moment = Type.String({ format: 'date-time' });
const nullableMoment = Type.Union([moment, Type.Null()]);

export const onlinePeriods = ['1d', '7d', '1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const;
export type OnlinePeriod = (typeof onlinePeriods)[number];
export const OnlinePeriod = stringEnum(onlinePeriods, 'OnlinePeriod');

export const playtimePeriods = ['1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const;
export type PlaytimePeriod = (typeof playtimePeriods)[number];
export const PlaytimePeriod = stringEnum(playtimePeriods, 'PlaytimePeriod');

export const playtimeResolutions = ['day', 'week', 'month'] as const;
export type PlaytimeResolution = (typeof playtimeResolutions)[number];
export const PlaytimeResolution = stringEnum(playtimeResolutions, 'PlaytimeResolution');

export const topTypes = ['online', 'coins', 'likes'] as const;
export type TopType = (typeof topTypes)[number];
export const TopType = stringEnum(topTypes, 'TopType');

export const OnlinePoint = Type.Object(
  {
    at: moment,
    online: Type.Integer({ minimum: 0, description: 'Average online over the bucket' }),
    peak: Type.Integer({ minimum: 0, description: 'Highest online within the bucket' }),
  },
  { $id: 'OnlinePoint', title: 'OnlinePoint' },
);
export type OnlinePoint = Static<typeof OnlinePoint>;

export const ServerDetails = Type.Object(
  {
    server: ref(GameServer),
    history: Type.Array(ref(OnlinePoint), {
      description: 'Last 24 hours in 10-minute buckets; empty unless full',
    }),
  },
  { $id: 'ServerDetails', title: 'ServerDetails' },
);

export const ServerOnlineHistory = Type.Object(
  {
    server: Type.String(),
    period: ref(OnlinePeriod),
    bucketSeconds: Type.Integer(),
    points: Type.Array(ref(OnlinePoint)),
  },
  { $id: 'ServerOnlineHistory', title: 'ServerOnlineHistory' },
);

export const MonitoringServer = Type.Object(
  { server: ref(GameServer), history: Type.Array(ref(OnlinePoint)) },
  { $id: 'MonitoringServer', title: 'MonitoringServer' },
);
export const NetworkRecords = Type.Object(
  {
    onlineCurrent: Type.Integer({ minimum: 0, description: 'Players on every server now' }),
    onlineDay: Type.Integer({
      minimum: 0,
      description: 'Most players on the network within one minute of the current UTC day',
    }),
    onlineMax: Type.Integer({
      minimum: 0,
      description: 'All-time most players on the network (older than 7 days: within one hour or day)',
    }),
    timeOnlineDay: Type.Union([moment, Type.Null()], { description: 'When onlineDay was first reached' }),
    timeOnlineMax: Type.Union([moment, Type.Null()], { description: 'When onlineMax was first reached' }),
  },
  { $id: 'NetworkRecords', title: 'NetworkRecords' },
);
export type NetworkRecords = Static<typeof NetworkRecords>;

export const Monitoring = Type.Object(
  {
    servers: Type.Array(ref(MonitoringServer), { description: '24-hour history in 30-minute buckets' }),
    totalOnline: Type.Integer({ minimum: 0 }),
    recordDay: Type.Integer({ minimum: 0, description: 'Sum of the servers’ day records' }),
    records: ref(NetworkRecords),
  },
  { $id: 'Monitoring', title: 'Monitoring' },
);

const counter = Type.Integer({ minimum: 0 });
export const CounterTotals = Type.Object(
  {
    blocksBroken: counter,
    blocksPlaced: counter,
    playersKilled: counter,
    mobsKilled: counter,
    deaths: counter,
    experience: counter,
    chatMessages: counter,
    casesOpened: counter,
  },
  { $id: 'CounterTotals', title: 'CounterTotals' },
);
export type CounterTotals = Static<typeof CounterTotals>;

export const ServerStatistics = Type.Object(
  {
    server: Type.Union([Type.String(), Type.Null()], { description: 'null: all servers' }),
    players: Type.Integer({ minimum: 0, description: 'Players ever seen' }),
    playersToday: Type.Integer({ minimum: 0 }),
    playersMonth: Type.Integer({ minimum: 0 }),
    hoursPlayed: Type.Integer({ minimum: 0 }),
    activeBans: Type.Integer({
      minimum: 0,
      description: 'Bans in force: of this server, or with `server` null of every server plus the site bans',
    }),
    counters: ref(CounterTotals),
  },
  { $id: 'ServerStatistics', title: 'ServerStatistics' },
);

export const TopEntry = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    nickname: Type.String(),
    value: Type.Integer({ minimum: 0, description: 'online: seconds played; coins; likes' }),
  },
  { $id: 'TopEntry', title: 'TopEntry' },
);
export const TopList = Type.Object(
  {
    type: ref(TopType),
    server: Type.Union([Type.String(), Type.Null()]),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    items: Type.Array(ref(TopEntry)),
  },
  { $id: 'TopList', title: 'TopList' },
);
export type TopList = Static<typeof TopList>;

export const TeamMember = Type.Object(
  {
    nickname: Type.String(),
    groups: Type.Array(Type.String()),
    secondsToday: Type.Integer({ minimum: 0 }),
    secondsMonth: Type.Integer({ minimum: 0 }),
    lastOnline: nullableMoment,
  },
  { $id: 'TeamMember', title: 'TeamMember' },
);
export const Team = Type.Object(
  { members: Type.Array(ref(TeamMember)) },
  { $id: 'Team', title: 'Team', description: 'Members of role groups with web.team.member' },
);

export const BanEntry = Type.Object(
  {
    id: Type.Integer({ description: 'Unique within its source' }),
    source: ref(BanSourceName),
    nickname: Type.String(),
    server: Type.String({ description: 'The game server name; empty for a site ban' }),
    reason: Type.String(),
    bannedBy: Type.String(),
    start: moment,
    end: nullableMoment,
    permanent: Type.Boolean(),
    active: Type.Boolean(),
    liftedAt: nullableMoment,
  },
  { $id: 'BanEntry', title: 'BanEntry' },
);
export const BanList = Type.Object(
  {
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    items: Type.Array(ref(BanEntry)),
  },
  { $id: 'BanList', title: 'BanList' },
);

export const HoursPlayed = Type.Object(
  { total: Type.Number(), month: Type.Number(), year: Type.Number() },
  { $id: 'HoursPlayed', title: 'HoursPlayed', description: 'Hours, one decimal' },
);

export const PlayerProfile = Type.Object(
  {
    nickname: Type.String(),
    hasAccount: Type.Boolean(),
    lastOnline: Type.Union([moment, Type.Null()], {
      description: 'null when hidden by the player or unknown',
    }),
    lastOnlineHidden: Type.Boolean(),
    likes: Type.Integer({ minimum: 0 }),
    likedByMe: Type.Boolean(),
    hours: ref(HoursPlayed),
    daysOnline: Type.Object({ month: Type.Integer(), year: Type.Integer() }, { title: 'DaysOnline' }),
    links: Type.Array(
      Type.Object(
        {
          provider: Type.String({ description: 'vkid, steam, discord or youtube' }),
          name: Type.Union([Type.String(), Type.Null()]),
          url: Type.String({ description: 'The account’s public page' }),
        },
        { title: 'ProfileLink' },
      ),
      { description: 'Linked accounts the player shows on the profile (cabinet/authorization/update)' },
    ),
  },
  { $id: 'PlayerProfile', title: 'PlayerProfile' },
);
export type PlayerProfile = Static<typeof PlayerProfile>;

export const CoinsSummary = Type.Object(
  {
    amount: Type.Integer({ minimum: 0, description: 'Site coins held now' }),
    received: Type.Integer({ minimum: 0, description: 'Every coin ever credited' }),
    spent: Type.Integer({ minimum: 0, description: 'Every coin ever debited' }),
  },
  { $id: 'CoinsSummary', title: 'CoinsSummary' },
);
export type CoinsSummary = Static<typeof CoinsSummary>;

const place = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
  description: 'Rank in that top; null when the top leaves the player out',
});
export const TopPlaces = Type.Object(
  { online: place, coins: place, likes: place },
  { $id: 'TopPlaces', title: 'TopPlaces' },
);
export type TopPlaces = Static<typeof TopPlaces>;

export const ProfileStatistics = Type.Object(
  {
    nickname: Type.String(),
    server: Type.Union([Type.String(), Type.Null()]),
    hours: ref(HoursPlayed),
    counters: ref(CounterTotals),
    coins: ref(CoinsSummary),
    places: ref(TopPlaces),
  },
  { $id: 'ProfileStatistics', title: 'ProfileStatistics' },
);

export const PlaytimePoint = Type.Object(
  {
    at: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'A UTC day, YYYY-MM-DD' }),
    hours: Type.Number(),
  },
  { $id: 'PlaytimePoint', title: 'PlaytimePoint' },
);
export const PlaytimeSeries = Type.Object(
  {
    nickname: Type.String(),
    server: Type.Union([Type.String(), Type.Null()]),
    resolution: ref(PlaytimeResolution),
    points: Type.Array(ref(PlaytimePoint)),
  },
  { $id: 'PlaytimeSeries', title: 'PlaytimeSeries' },
);
export type PlaytimeSeries = Static<typeof PlaytimeSeries>;

export const PlayerSearchResult = Type.Object(
  {
    items: Type.Array(
      Type.Object({ nickname: Type.String(), hasAccount: Type.Boolean() }, { title: 'PlayerSearchItem' }),
    ),
  },
  { $id: 'PlayerSearchResult', title: 'PlayerSearchResult' },
);

export const LikeInput = Type.Object(
  { nickname: Type.String({ minLength: 1, maxLength: 32 }), like: Type.Boolean() },
  { $id: 'LikeInput', title: 'LikeInput', additionalProperties: false },
);
export const LikeState = Type.Object(
  { likes: Type.Integer({ minimum: 0 }), likedByMe: Type.Boolean() },
  { $id: 'LikeState', title: 'LikeState' },
);

export const statsSchemas = [
  OnlinePeriod,
  PlaytimePeriod,
  PlaytimeResolution,
  TopType,
  OnlinePoint,
  ServerDetails,
  ServerOnlineHistory,
  MonitoringServer,
  NetworkRecords,
  Monitoring,
  CounterTotals,
  ServerStatistics,
  TopEntry,
  TopList,
  TeamMember,
  Team,
  BanEntry,
  BanList,
  HoursPlayed,
  PlayerProfile,
  CoinsSummary,
  TopPlaces,
  ProfileStatistics,
  PlaytimePoint,
  PlaytimeSeries,
  PlayerSearchResult,
  LikeInput,
  LikeState,
];
