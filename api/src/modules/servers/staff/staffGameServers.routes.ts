import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { auditActor } from '../../../platform/audit/AuditLog.js';
import { staffUser } from '../../../platform/auth/signedIn.js';
import { errorResponses } from '../../../platform/errors/apiErrorSchema.js';
import { ref } from '../../../platform/schemaRef.js';
import {
  ConnectionTestResult,
  GameServerChange,
  GameServerOrderInput,
  GameServerSlugParams,
  NewGameServerInput,
  RconTargetInput,
  StaffGameServerEntries,
  StaffGameServerEntry,
} from './staffGameServers.schemas.js';
import type { StaffGameServers } from './staffGameServers.service.js';

/** Staff who run the game servers (the same permission as their tokens and status addresses). */
const MANAGE_SERVERS = 'web.servers.manage';

export interface StaffGameServersRoutesOptions {
  staffServers: StaffGameServers;
}

/** Staff (web.servers.manage): add, edit, hide, order and retire game servers; their RCON target and test. */
export const staffGameServersRoutes: FastifyPluginAsyncTypebox<StaffGameServersRoutesOptions> = (
  app,
  { staffServers },
) => {
  const config = { permission: MANAGE_SERVERS };
  const tags = ['staff'];
  const params = GameServerSlugParams;
  const onServer = errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT');
  const actor = (request: Parameters<typeof auditActor>[0]) => auditActor(request, staffUser(request));

  app.get(
    '/api/staff/game-servers',
    {
      config,
      schema: {
        operationId: 'staffGameServers',
        summary:
          'Staff (web.servers.manage): every game server, hidden and retired too, with its RCON target',
        tags,
        response: { 200: ref(StaffGameServerEntries), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async () => ({ items: await staffServers.list() }),
  );

  app.post(
    '/api/staff/game-servers',
    {
      config,
      schema: {
        operationId: 'createGameServer',
        summary: 'Staff (web.servers.manage): adds a game server; a taken slug or name is a 409',
        tags,
        body: ref(NewGameServerInput),
        response: {
          200: ref(StaffGameServerEntry),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'CONFLICT'),
        },
      },
    },
    async (request) => staffServers.create(actor(request), request.body),
  );

  app.patch(
    '/api/staff/game-servers/:slug',
    {
      config,
      schema: {
        operationId: 'updateGameServer',
        summary: 'Staff (web.servers.manage): changes a game server (hide and show are `visible`)',
        tags,
        params,
        body: ref(GameServerChange),
        response: { 200: ref(StaffGameServerEntry), ...onServer },
      },
    },
    async (request) => staffServers.update(actor(request), request.params.slug, request.body),
  );

  app.post(
    '/api/staff/game-servers/order',
    {
      config,
      schema: {
        operationId: 'orderGameServers',
        summary: 'Staff (web.servers.manage): the order servers are listed in on the site',
        tags,
        body: ref(GameServerOrderInput),
        response: { 200: ref(StaffGameServerEntries), ...onServer },
      },
    },
    async (request) => ({ items: await staffServers.reorder(actor(request), request.body.slugs) }),
  );

  app.post(
    '/api/staff/game-servers/:slug/retire',
    {
      config,
      schema: {
        operationId: 'retireGameServer',
        summary:
          'Staff (web.servers.manage): retires a server: off the site and the monitoring, its token ' +
          'revoked; its history, purchases and grants stay',
        tags,
        params,
        response: { 200: ref(StaffGameServerEntry), ...onServer },
      },
    },
    async (request) => staffServers.retire(actor(request), request.params.slug),
  );

  app.put(
    '/api/staff/game-servers/:slug/rcon',
    {
      config,
      schema: {
        operationId: 'setGameServerRcon',
        summary:
          'Staff (web.servers.manage): the RCON target deliveries are pushed to; the password is ' +
          'write-only (left out: kept)',
        tags,
        params,
        body: ref(RconTargetInput),
        response: { 200: ref(StaffGameServerEntry), ...onServer },
      },
    },
    async (request) => staffServers.setRcon(actor(request), request.params.slug, request.body),
  );

  app.delete(
    '/api/staff/game-servers/:slug/rcon',
    {
      config,
      schema: {
        operationId: 'removeGameServerRcon',
        summary: 'Staff (web.servers.manage): removes the RCON target (the server has a plugin, or none)',
        tags,
        params,
        response: { 200: ref(StaffGameServerEntry), ...onServer },
      },
    },
    async (request) => staffServers.removeRcon(actor(request), request.params.slug),
  );

  app.post(
    '/api/staff/game-servers/:slug/test',
    {
      config,
      schema: {
        operationId: 'testGameServerConnection',
        summary:
          'Staff (web.servers.manage): pings the status address and opens RCON (no command), and says ' +
          'what answered or why not',
        tags,
        params,
        response: {
          200: ref(ConnectionTestResult),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => staffServers.testConnection(request.params.slug),
  );
  return Promise.resolve();
};
