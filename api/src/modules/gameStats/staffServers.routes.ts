import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameServers } from '../../db/schema/servers.js';
import type { PermissionGate } from '../../platform/auth/PermissionGate.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { ServersService } from '../servers/servers.service.js';
import type { ServerTokens } from './serverTokens.js';
import {
  RotatedServerToken,
  RotateServerTokenInput,
  StaffGameServerList,
  StaffStatusAddressInput,
} from './staffServers.schemas.js';
import { GameServer } from '../servers/servers.schemas.js';

/** Staff who run the game servers: their tokens and status addresses. */
export const MANAGE_SERVERS = 'web.servers.manage';

export interface StaffServersOptions {
  db: Db;
  gate: PermissionGate;
  servers: ServersService;
  serverTokens: ServerTokens;
}

export const staffServersRoutes: FastifyPluginAsyncTypebox<StaffServersOptions> = async (app, options) => {
  const staffErrors = errorResponses('UNAUTHORIZED', 'FORBIDDEN');
  app.get(
    '/api/staff/servers',
    {
      schema: {
        operationId: 'staffServers',
        summary: 'Game servers with their status address and token state (permission web.servers.manage)',
        tags: ['staff'],
        response: { 200: ref(StaffGameServerList), ...staffErrors },
      },
    },
    async (request) => {
      await options.gate.require(request, MANAGE_SERVERS);
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
      await options.gate.require(request, MANAGE_SERVERS);
      const token = await options.serverTokens.rotate(request.body.server);
      if (token === null)
        throw new AppError('NOT_FOUND', `No game server with slug '${request.body.server}'`);
      return { server: request.body.server, token };
    },
  );

  app.post(
    '/api/staff/servers/status-address',
    {
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
      await options.gate.require(request, MANAGE_SERVERS);
      return options.servers.setStatusAddress(request.body.server, request.body.statusAddress);
    },
  );
  return Promise.resolve();
};
