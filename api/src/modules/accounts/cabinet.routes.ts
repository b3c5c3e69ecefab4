import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { Cabinet, Done, Privacy, RegionChoice, SessionList } from './accounts.schemas.js';
import type { AccountsService } from './accounts.service.js';
import type { SessionsRepository } from '../../platform/identity/sessions.repository.js';
import type { UsersRepository } from '../../platform/identity/users.repository.js';

export interface CabinetRoutesOptions {
  accounts: AccountsService;
  users: UsersRepository;
  sessions: SessionsRepository;
  clock: () => Date;
}

/** The signed-in player's own account: state, sessions, privacy. */
export const cabinetRoutes: FastifyPluginAsyncTypebox<CabinetRoutesOptions> = async (app, options) => {
  const { accounts, users, sessions, clock } = options;

  app.get(
    '/api/cabinet',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cabinet',
        summary: "The signed-in player's account (auth state without credentials, email, groups)",
        tags: ['cabinet'],
        response: { 200: ref(Cabinet), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => accounts.cabinet(signedInUser(request).userId),
  );

  app.get(
    '/api/user/sessions',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'sessions',
        summary: 'Sign-ins of the account on the site, in the launcher and in the game, newest use first',
        tags: ['cabinet'],
        response: { 200: ref(SessionList), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await sessions.listForUser(user.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          source: row.source,
          active: row.terminatedAt === null,
          current: row.id === user.sessionId,
          userAgent: row.userAgent,
          browser: row.browser,
          system: row.system,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/user/sessions/terminate',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'terminateSession',
        summary: 'Ends one session of the account',
        tags: ['cabinet'],
        body: Type.Object(
          { id: Type.String({ minLength: 1, maxLength: 64 }) },
          { title: 'TerminateSessionBody' },
        ),
        response: { 200: ref(Done), ...errorResponses('UNAUTHORIZED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (!(await sessions.terminate(user.userId, request.body.id, clock()))) {
        throw new AppError('NOT_FOUND', {
          ru: 'Сессия не найдена или уже завершена',
          en: 'No such active session',
        });
      }
      return { success: true };
    },
  );

  app.post(
    '/api/user/sessions/terminate-all',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'terminateOtherSessions',
        summary: 'Ends every session of the account except the current one',
        tags: ['cabinet'],
        response: { 200: ref(Done), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await sessions.terminateAll(user.userId, clock(), user.sessionId);
      return { success: true };
    },
  );

  app.get(
    '/api/user/privacy',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'privacy',
        summary: 'Privacy settings: whether the last-online time is hidden from others',
        tags: ['cabinet'],
        response: { 200: ref(Privacy), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const user = await users.findById(signedInUser(request).userId);
      return { hideLastOnline: user?.hideLastOnline ?? false };
    },
  );

  app.post(
    '/api/user/privacy/hide',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'setHideLastOnline',
        summary: 'Hides or shows the last-online time on the public profile',
        tags: ['cabinet'],
        body: Type.Object({ hide: Type.Boolean() }, { title: 'HideLastOnlineBody' }),
        response: { 200: ref(Privacy), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await users.setHideLastOnline(user.userId, request.body.hide);
      return { hideLastOnline: request.body.hide };
    },
  );

  app.post(
    '/api/user/set-region',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'setRegion',
        summary: "Stores the account's region (payment methods and prices follow it)",
        description:
          'docs/product.md#accounts: the stored region wins over the configured and the detected one.',
        tags: ['cabinet'],
        body: ref(RegionChoice),
        response: { 200: ref(RegionChoice), ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await users.setRegion(user.userId, request.body.region, request.body.fixed);
      return request.body;
    },
  );
  return Promise.resolve();
};
