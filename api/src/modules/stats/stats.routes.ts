import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser, visitorOrUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import {
  BanList,
  LikeInput,
  LikeState,
  Monitoring,
  OnlinePeriod,
  PlayerProfile,
  PlayerSearchResult,
  PlaytimePeriod,
  PlaytimeResolution,
  PlaytimeSeries,
  ProfileStatistics,
  ServerDetails,
  ServerOnlineHistory,
  ServerStatistics,
  Team,
  TopList,
  TopType,
} from './stats.schemas.js';
import type { StatsService } from './stats.service.js';

export interface StatsRoutesOptions {
  stats: StatsService;
}

const serverQuery = Type.String({ minLength: 1, maxLength: 64, description: 'Slug or name of the server' });
const nick = Type.String({ minLength: 1, maxLength: 32 });
const page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 }));
const day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'A UTC day, YYYY-MM-DD' });

export const statsRoutes: FastifyPluginAsyncTypebox<StatsRoutesOptions> = async (app, { stats }) => {
  const tags = ['stats'];
  app.get(
    '/api/server',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'server',
        summary: 'One server with its records; with full, its online over the last 24 hours',
        tags,
        querystring: Type.Object({
          server: serverQuery,
          full: Type.Optional(Type.Boolean({ default: false })),
        }),
        response: { 200: ref(ServerDetails), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    (request) => stats.server(request.query.server, request.query.full ?? false),
  );

  app.get(
    '/api/server/online',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'serverOnline',
        summary: "A server's online over a period, each point with its average and its peak",
        tags,
        querystring: Type.Object({ server: serverQuery, period: Type.Optional(ref(OnlinePeriod)) }),
        response: { 200: ref(ServerOnlineHistory), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    (request) => stats.serverOnline(request.query.server, request.query.period ?? '1d'),
  );

  app.get(
    '/api/server/monitoring',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'serverMonitoring',
        summary: 'Every server: TPS, online / max, records with their moments, 24-hour chart',
        tags,
        response: { 200: ref(Monitoring), ...errorResponses() },
      },
    },
    () => stats.monitoring(),
  );

  app.get(
    '/api/server/statistics',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'serverStatistics',
        summary: 'Players, hours played, active bans and counter totals, of one server or all',
        tags,
        querystring: Type.Object({ server: Type.Optional(serverQuery) }),
        response: { 200: ref(ServerStatistics), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    (request) => stats.statistics(request.query.server),
  );

  const topQuery = Type.Object({
    page,
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  });
  app.get(
    '/api/user/top/global/:type',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'topGlobal',
        summary: 'Players ranked by time played (online), coins or likes, across all servers',
        tags,
        params: Type.Object({ type: ref(TopType) }),
        querystring: topQuery,
        response: { 200: ref(TopList), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    (request) => stats.top(request.params.type, null, request.query.page ?? 1, request.query.pageSize ?? 20),
  );
  app.get(
    '/api/user/top/server/:type/:server',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'topServer',
        summary: 'Players of one server ranked by time played there (online), coins or likes',
        tags,
        params: Type.Object({ type: ref(TopType), server: serverQuery }),
        querystring: topQuery,
        response: { 200: ref(TopList), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    (request) =>
      stats.top(
        request.params.type,
        request.params.server,
        request.query.page ?? 1,
        request.query.pageSize ?? 20,
      ),
  );

  app.get(
    '/api/team',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'team',
        summary: 'The team (role groups with web.team.member) with who played today and this month',
        tags,
        response: { 200: ref(Team), ...errorResponses() },
      },
    },
    () => stats.team(),
  );

  app.get(
    '/api/ban/list',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'banList',
        summary: 'Bans reported by the game servers and site bans by staff, newest first (signed-in players)',
        tags,
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 64, description: 'Part of a nickname or reason' })),
          page,
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: { 200: ref(BanList), ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      return stats.bans(request.query.search, request.query.page ?? 1, request.query.pageSize ?? 20);
    },
  );

  app.get(
    '/api/user/search',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'playerSearch',
        summary: 'Players whose nickname contains the text (at least four characters)',
        tags,
        querystring: Type.Object({ query: Type.String({ maxLength: 32 }) }),
        response: { 200: ref(PlayerSearchResult), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    (request) => stats.search(request.query.query),
  );

  app.get(
    '/api/user/profile/:nick',
    {
      config: { shared: true },
      schema: {
        operationId: 'playerProfile',
        summary: 'A player profile: last online (unless hidden), likes, hours and days played',
        tags,
        params: Type.Object({ nick }),
        response: { 200: ref(PlayerProfile), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      const viewer = visitorOrUser(request);
      return stats.profile(request.params.nick, viewer?.userId ?? null);
    },
  );

  app.post(
    '/api/user/profile/like',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'likePlayer',
        summary: 'Likes (like: true) or unlikes a player profile; one like per signed-in player',
        tags,
        body: ref(LikeInput),
        response: {
          200: ref(LikeState),
          ...errorResponses('UNAUTHORIZED', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return stats.like(request.body.nickname, user.userId, request.body.like);
    },
  );

  // Each per-player call exists for all servers and for one ({server} at the end), as in the spec.
  for (const scoped of [false, true]) {
    const suffix = scoped ? '/:server' : '';
    const params = scoped ? Type.Object({ nick, server: serverQuery }) : Type.Object({ nick });
    const serverOf = (value: unknown) => (scoped ? (value as { server: string }).server : undefined);
    const name = (base: string) => (scoped ? `${base}OnServer` : base);
    app.get(
      `/api/user/profile/statistics/:nick${suffix}`,
      {
        config: { shared: true, sameWhenSignedIn: true },
        schema: {
          operationId: name('playerStatistics'),
          summary: 'Hours played and statistic counters of a player',
          tags,
          params,
          response: { 200: ref(ProfileStatistics), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
        },
      },
      (request) => stats.profileStatistics(request.params.nick, serverOf(request.params)),
    );
    app.get(
      `/api/user/profile/playtime/:nick${suffix}`,
      {
        config: { shared: true, sameWhenSignedIn: true },
        schema: {
          operationId: name('playerPlaytime'),
          summary: 'Hours played per day, week or month over a period (1m … max)',
          tags,
          params,
          querystring: Type.Object({ period: Type.Optional(ref(PlaytimePeriod)) }),
          response: { 200: ref(PlaytimeSeries), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
        },
      },
      (request) =>
        stats.playtime(request.params.nick, serverOf(request.params), request.query.period ?? '1m'),
    );
    app.get(
      `/api/user/profile/playtime-range/:nick${suffix}`,
      {
        config: { shared: true, sameWhenSignedIn: true },
        schema: {
          operationId: name('playerPlaytimeRange'),
          summary: 'Hours played between two days at a resolution (day, week, month)',
          tags,
          params,
          querystring: Type.Object({ resolution: ref(PlaytimeResolution), from: day, to: day }),
          response: { 200: ref(PlaytimeSeries), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
        },
      },
      (request) =>
        stats.playtimeRange(
          request.params.nick,
          serverOf(request.params),
          request.query.resolution,
          request.query.from,
          request.query.to,
        ),
    );
  }
  return Promise.resolve();
};
