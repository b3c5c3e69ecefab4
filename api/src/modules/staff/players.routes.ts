import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { auditActor, type AuditEntryRow, type AuditLog } from '../../platform/audit/AuditLog.js';
import { STAFF } from '../../platform/auth/knownPermissions.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { StaffPlayerRecords } from './playerRecords.schemas.js';
import type { PlayersService } from './players.service.js';
import { siteBanDays } from '../bans/index.js';
import {
  AuditPage,
  EndedSessions,
  SiteBanInput,
  StaffPlayer,
  StaffPlayerList,
  StaffReasonInput,
  TwoFactorReset,
} from './staff.schemas.js';

export interface PlayersRoutesOptions {
  players: PlayersService;
  audit: AuditLog;
}

const AUDIT_PAGE = 50;
const LoginParams = Type.Object({ login: Type.String({ minLength: 1, maxLength: 64 }) });
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function presentEntry(row: AuditEntryRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorLogin: row.actorLogin,
    action: row.action,
    targetLogin: row.targetLogin,
    target: row.target,
    ip: row.ip,
    before: json(row.before),
    after: json(row.after),
  };
}

/** Staff: the audit log and the players' pages, each action behind its own permission. */
export const staffPlayersRoutes: FastifyPluginAsyncTypebox<PlayersRoutesOptions> = (app, options) => {
  const { players, audit } = options;
  const denied = errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED');
  const onPlayer = errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND');

  app.get(
    '/api/staff/audit',
    {
      config: { permission: STAFF.auditView },
      schema: {
        operationId: 'staffAudit',
        summary: 'Staff (staff.audit.view): the audit log, newest first, searchable',
        tags: ['staff'],
        querystring: Type.Object({
          query: Type.Optional(Type.String({ maxLength: 100 })),
          action: Type.Optional(Type.String({ maxLength: 100 })),
          before: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: { 200: ref(AuditPage), ...denied },
      },
    },
    async (request) => {
      const { query, action, before } = request.query;
      const page = await audit.search({
        limit: AUDIT_PAGE,
        ...(query === undefined ? {} : { query }),
        ...(action === undefined ? {} : { action }),
        ...(before === undefined ? {} : { beforeId: before }),
      });
      return { entries: page.entries.map(presentEntry), hasMore: page.hasMore };
    },
  );

  app.get(
    '/api/staff/players',
    {
      config: { permission: STAFF.playersView },
      schema: {
        operationId: 'staffPlayers',
        summary: 'Staff (staff.players.view): players by nickname, email, game UUID or address',
        tags: ['staff'],
        querystring: Type.Object({ query: Type.String({ minLength: 2, maxLength: 100 }) }),
        response: { 200: ref(StaffPlayerList), ...denied },
      },
    },
    async (request) => {
      const rows = await players.search(request.query.query);
      return {
        players: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          lastOnlineAt: row.lastOnlineAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/api/staff/players/:login',
    {
      config: { permission: STAFF.playersView },
      schema: {
        operationId: 'staffPlayer',
        summary: "Staff (staff.players.view): a player's sessions, sign-in methods, 2FA, groups, money, bans",
        tags: ['staff'],
        params: LoginParams,
        response: { 200: ref(StaffPlayer), ...onPlayer },
      },
    },
    async (request) => {
      return players.detail(request.params.login);
    },
  );

  app.get(
    '/api/staff/players/:login/records',
    {
      config: { permission: STAFF.playersView },
      schema: {
        operationId: 'staffPlayerRecords',
        summary:
          "Staff (staff.players.view): a player's roles per server, purchases, top-ups, deliveries, game bans",
        tags: ['staff'],
        params: LoginParams,
        response: { 200: ref(StaffPlayerRecords), ...onPlayer },
      },
    },
    async (request) => players.records(request.params.login),
  );

  app.post(
    '/api/staff/players/:login/sessions/end',
    {
      config: { permission: STAFF.playersSessions },
      schema: {
        operationId: 'staffEndSessions',
        summary: 'Staff (staff.players.sessions): signs the player out everywhere',
        tags: ['staff'],
        params: LoginParams,
        response: { 200: ref(EndedSessions), ...onPlayer },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      return { ended: await players.endSessions(auditActor(request, staff), request.params.login) };
    },
  );

  app.post(
    '/api/staff/players/:login/2fa/reset',
    {
      config: { permission: STAFF.playersTwoFactor },
      schema: {
        operationId: 'staffResetTwoFactor',
        summary: "Staff (staff.players.twoFactor): removes the player's 2FA bot link, with a reason",
        tags: ['staff'],
        params: LoginParams,
        body: ref(StaffReasonInput),
        response: { 200: ref(TwoFactorReset), ...onPlayer },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const reset = await players.resetTwoFactor(
        auditActor(request, staff),
        request.params.login,
        request.body.reason.trim(),
      );
      return { reset };
    },
  );

  app.post(
    '/api/staff/players/:login/ban',
    {
      config: { permission: STAFF.playersBans },
      schema: {
        operationId: 'staffBanPlayer',
        summary:
          'Staff (staff.players.bans): bans the player on the site for some days or, explicitly, forever',
        tags: ['staff'],
        params: LoginParams,
        body: ref(SiteBanInput),
        response: { 200: ref(StaffPlayer), ...onPlayer },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const actor = auditActor(request, staff);
      const days = siteBanDays(request.body);
      await players.ban(actor, request.params.login, request.body.reason.trim(), days);
      return players.detail(request.params.login);
    },
  );

  app.post(
    '/api/staff/players/:login/unban',
    {
      config: { permission: STAFF.playersBans },
      schema: {
        operationId: 'staffUnbanPlayer',
        summary: 'Staff (staff.players.bans): lifts the site ban in force, with a reason',
        tags: ['staff'],
        params: LoginParams,
        body: ref(StaffReasonInput),
        response: { 200: ref(StaffPlayer), ...onPlayer, ...errorResponses('CONFLICT') },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const actor = auditActor(request, staff);
      await players.unban(actor, request.params.login, request.body.reason.trim());
      return players.detail(request.params.login);
    },
  );
  return Promise.resolve();
};
