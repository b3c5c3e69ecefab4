import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { auditActor } from '../../platform/audit/AuditLog.js';
import { STAFF } from '../../platform/auth/knownPermissions.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { GAME_BAN_ERRORS } from './gameBanRules.js';
import { IssueGameBanInput, StaffGameBan, StaffGameBans, StaffGameBansQuery } from './gameBans.schemas.js';
import type { StaffGameBans as GameBansService } from './staffGameBans.service.js';

export interface GameBansStaffRoutesOptions {
  bans: GameBansService;
}

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Exactly one of a length in days and an explicit "forever"; anything else is a translated 400. */
export function banLength(body: { days?: number | null; forever?: boolean }): number | null {
  const days = body.days ?? null;
  const forever = body.forever === true;
  if (forever === (days !== null)) {
    throw new AppError('VALIDATION_FAILED', GAME_BAN_ERRORS.duration, { field: 'days' });
  }
  return days;
}

/** Staff (staff.bans.manage): game bans with their delivery state; lift and issue, both audited. */
export const gameBansStaffRoutes: FastifyPluginAsyncTypebox<GameBansStaffRoutesOptions> = (app, options) => {
  const { bans } = options;

  app.get(
    '/api/staff/game-bans',
    {
      config: { permission: STAFF.bansManage },
      schema: {
        operationId: 'staffGameBans',
        summary: 'Staff (staff.bans.manage): game bans newest first, each with the state of its command',
        tags: ['staff'],
        querystring: StaffGameBansQuery,
        response: {
          200: ref(StaffGameBans),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const { player, server, status } = request.query;
      return {
        bans: await bans.list({
          ...(player === undefined ? {} : { player }),
          ...(server === undefined ? {} : { server }),
          ...(status === undefined ? {} : { status }),
        }),
      };
    },
  );

  app.post(
    '/api/staff/game-bans/:id/lift',
    {
      config: { permission: STAFF.bansManage },
      schema: {
        operationId: 'staffLiftGameBan',
        summary: 'Staff (staff.bans.manage): lifts a game ban and queues the pardon for its server (audited)',
        tags: ['staff'],
        params: IdParams,
        response: {
          200: ref(StaffGameBan),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      return bans.lift(request.params.id, auditActor(request, staff), staff.login);
    },
  );

  app.post(
    '/api/staff/game-bans',
    {
      config: { permission: STAFF.bansManage },
      schema: {
        operationId: 'staffIssueGameBan',
        summary:
          'Staff (staff.bans.manage): bans a player on a server or all servers and queues the ban command (audited)',
        tags: ['staff'],
        body: ref(IssueGameBanInput),
        response: {
          200: ref(StaffGameBans),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const days = banLength(request.body);
      const { player, server, reason } = request.body;
      const issued = await bans.issue(
        { player, server, reason, days },
        auditActor(request, staff),
        staff.login,
      );
      return { bans: issued };
    },
  );
  return Promise.resolve();
};
