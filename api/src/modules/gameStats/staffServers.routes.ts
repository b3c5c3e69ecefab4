import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameServers } from '../../db/schema/servers.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { checkedStatusAddress, GameServer, type ServersService } from '../servers/index.js';
import type { ServerTokens } from './serverTokens.js';
import {
  RotatedServerToken,
  RotateServerTokenInput,
  StaffGameServerList,
  StaffStatusAddressInput,
} from './staffServers.schemas.js';
import { auditActor, type AuditLog } from '../../platform/audit/AuditLog.js';

/** Staff who run the game servers: their tokens and status addresses. */
export const MANAGE_SERVERS = 'web.servers.manage';

export interface StaffServersOptions {
  db: Db;
  servers: ServersService;
  serverTokens: ServerTokens;
  audit: AuditLog;
  /** Loopback, private and link-local status addresses are accepted (development, tests, a LAN). */
  allowPrivate: boolean;
}

export const staffServersRoutes: FastifyPluginAsyncTypebox<StaffServersOptions> = async (app, options) => {
  const staffErrors = errorResponses('UNAUTHORIZED', 'FORBIDDEN');
  app.get(
    '/api/staff/servers',
    {
      config: { permission: MANAGE_SERVERS },
      schema: {
        operationId: 'staffServers',
        summary: 'Game servers with their status address and token state (permission web.servers.manage)',
        tags: ['staff'],
        response: { 200: ref(StaffGameServerList), ...staffErrors },
      },
    },
    async () => {
      const rows = await options.db
        .select()
        .from(gameServers)
        .orderBy(asc(gameServers.sortOrder), asc(gameServers.id));
      return {
        items: rows.map((row) => ({
          slug: row.slug,
          name: row.name,
          statusAddress: row.statusAddress,
          hasToken: row.tokenHash !== null,
          tokenRotatedAt: row.tokenRotatedAt?.toISOString() ?? null,
          lastReportAt: row.lastReportAt?.toISOString() ?? null,
          lastPingAt: row.lastPingAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/staff/servers/rotate-token',
    {
      config: { permission: MANAGE_SERVERS },
      schema: {
        operationId: 'rotateServerToken',
        summary:
          'Issues a new system token for one game server; the old one stops working (web.servers.manage)',
        tags: ['staff'],
        body: ref(RotateServerTokenInput),
        response: {
          200: ref(RotatedServerToken),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const token = await options.serverTokens.rotate(request.body.server);
      if (token === null)
        throw new AppError('NOT_FOUND', `No game server with slug '${request.body.server}'`);
      // The token itself never enters the log: only that it changed.
      await options.audit.record(auditActor(request, staff), {
        action: 'servers.token.rotate',
        target: `server:${request.body.server}`,
      });
      return { server: request.body.server, token };
    },
  );

  app.post(
    '/api/staff/servers/status-address',
    {
      config: { permission: MANAGE_SERVERS },
      schema: {
        operationId: 'setServerStatusAddress',
        summary: 'Sets the address the Server List Ping poller asks for one server (web.servers.manage)',
        tags: ['staff'],
        body: ref(StaffStatusAddressInput),
        response: {
          200: ref(GameServer),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const statusAddress = checkedStatusAddress(request.body.statusAddress, options.allowPrivate);
      const [before] = await options.db
        .select({ statusAddress: gameServers.statusAddress })
        .from(gameServers)
        .where(eq(gameServers.slug, request.body.server));
      const saved = await options.servers.setStatusAddress(request.body.server, statusAddress);
      await options.audit.record(auditActor(request, staff), {
        action: 'servers.statusAddress',
        target: `server:${request.body.server}`,
        before: before ?? null,
        after: { statusAddress },
      });
      return saved;
    },
  );
  return Promise.resolve();
};
