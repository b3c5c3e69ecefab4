import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { AppError } from '../errors/AppError.js';
import { SessionsRepository, type SessionRow } from '../identity/sessions.repository.js';
import { UsersRepository } from '../identity/users.repository.js';
import { AuthService } from './AuthService.js';
import { PermissionGate } from './PermissionGate.js';
import { permissionTree } from './permissions.js';
import { registerRouteAccess } from './routeAccess.js';
import { sha256Hex } from './secrets.js';
import {
  SameWhenSignedInError,
  signedInUser,
  staffUser,
  UndeclaredSignInError,
  visitorOrUser,
} from './signedIn.js';

const NOW = new Date('2032-05-01T12:00:00Z');
const SESSION: SessionRow = {
  id: 'session-1',
  userId: 7,
  tokenHash: sha256Hex('token-1'),
  source: 'site',
  userAgent: null,
  browser: null,
  system: null,
  systemData: null,
  ip: null,
  createdAt: NOW,
  lastUsedAt: NOW,
  terminatedAt: null,
};
const SIGNED_IN = { 'access-id': 'session-1', 'access-token': 'token-1' };
const ENDED = { 'access-id': 'session-2', 'access-token': 'token-2' };

/** What a handler got when it read the sign-in: the user's login, null, or the refusal's name. */
type Reading = string | null | { refused: string };

function read(accessor: (request: FastifyRequest) => { login: string } | null) {
  return (request: FastifyRequest): { reading: Reading } => {
    try {
      return { reading: accessor(request)?.login ?? null };
    } catch (error) {
      return { reading: { refused: error instanceof AppError ? error.code : (error as Error).name } };
    }
  };
}

/** routeAccess.ts on a bare Fastify, with one session (id session-1) of user 7 and counted lookups. */
async function guardedApp() {
  const lookups = { sessions: 0, permissions: 0 };
  const sessions = {
    findSignedIn: (id: string) => {
      lookups.sessions += 1;
      return Promise.resolve(id === SESSION.id ? { ...SESSION, login: 'steve' } : null);
    },
    terminate: () => Promise.resolve(),
    touch: () => Promise.resolve(),
  };
  const users = {
    touchLastOnline: () => Promise.resolve(),
    permissionTrees: () => {
      lookups.permissions += 1;
      return Promise.resolve([permissionTree(['web.documents.create'])]);
    },
  };
  const app: FastifyInstance = Fastify({ logger: false });
  registerRouteAccess(app, new AuthService(sessions, users, () => NOW), new PermissionGate(users));
  const routes = {
    signedIn: read(signedInUser),
    staff: read(staffUser),
    visitorOrUser: read(visitorOrUser),
    staleAsVisitor: read((request) => visitorOrUser(request, { staleAsVisitor: true })),
  };
  for (const [name, handler] of Object.entries(routes)) {
    app.get(`/nothing/${name}`, handler);
    app.get(`/auth/${name}`, { config: { auth: 'required' } }, handler);
    app.get(`/permission/${name}`, { config: { permission: 'web.documents.create' } }, handler);
    app.get(`/same/${name}`, { config: { shared: true, sameWhenSignedIn: true } }, handler);
  }
  await app.ready();
  const call = async (url: string, headers: Record<string, string> = SIGNED_IN) =>
    (await app.inject({ method: 'GET', url, headers })).json<{ reading: Reading }>().reading;
  return { app, lookups, call };
}

describe('the sign-in the route declares, on the request', () => {
  let guarded: Awaited<ReturnType<typeof guardedApp>>;
  beforeAll(async () => {
    guarded = await guardedApp();
  });
  afterAll(async () => {
    await guarded.app.close();
  });

  it('refuses the signed-in user to a route that declares no sign-in, even with a good session', async () => {
    const refused = { refused: UndeclaredSignInError.name };
    expect(await guarded.call('/nothing/signedIn')).toEqual(refused);
    expect(await guarded.call('/nothing/signedIn', {})).toEqual(refused);
    expect(await guarded.call('/nothing/staff')).toEqual(refused);
    expect(await guarded.call('/auth/staff')).toEqual(refused);
  });

  it('names the route and what it must declare', () => {
    const request = { method: 'GET', url: '/x', routeOptions: { url: '/api/x' }, signIn: null };
    expect(() => signedInUser(request as unknown as FastifyRequest)).toThrow(
      /GET \/api\/x reads the signed-in user but does not declare `auth: 'required'`/,
    );
  });

  it('looks no session up where the answer is the same for everyone, and refuses a handler reading it', async () => {
    const before = guarded.lookups.sessions;
    const refused = { refused: SameWhenSignedInError.name };
    for (const headers of [SIGNED_IN, ENDED, {}]) {
      expect(await guarded.call('/same/visitorOrUser', headers)).toEqual(refused);
      expect(await guarded.call('/same/staleAsVisitor', headers)).toEqual(refused);
      expect(await guarded.call('/same/signedIn', headers)).toEqual({ refused: UndeclaredSignInError.name });
    }
    expect(guarded.lookups.sessions).toBe(before);
  });

  it('hands the declared routes their user', async () => {
    expect(await guarded.call('/auth/signedIn')).toBe('steve');
    expect(await guarded.call('/permission/signedIn')).toBe('steve');
    expect(await guarded.call('/permission/staff')).toBe('steve');
    expect(await guarded.call('/auth/visitorOrUser')).toBe('steve');
  });

  it('serves a visitor as null, and an ended session as its 401 unless read as a visitor', async () => {
    expect(await guarded.call('/nothing/visitorOrUser', {})).toBeNull();
    expect(await guarded.call('/nothing/visitorOrUser')).toBe('steve');
    expect(await guarded.call('/nothing/visitorOrUser', ENDED)).toEqual({ refused: 'UNAUTHORIZED' });
    expect(await guarded.call('/nothing/staleAsVisitor', ENDED)).toBeNull();
  });

  it('looks the session and the permissions up once per request, however often the handler reads them', async () => {
    for (const url of ['/auth/signedIn', '/permission/staff', '/nothing/visitorOrUser']) {
      const before = { ...guarded.lookups };
      await guarded.call(url);
      expect(guarded.lookups.sessions - before.sessions, url).toBe(1);
      expect(guarded.lookups.permissions - before.permissions, url).toBe(
        url.startsWith('/permission') ? 1 : 0,
      );
    }
  });
});

describe('a signed-in request of the whole api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the session and the permissions from the database once', async () => {
    const headers = await signIn(t.app, 'admin');
    const findSignedIn = vi.spyOn(SessionsRepository.prototype, 'findSignedIn');
    const findById = vi.spyOn(UsersRepository.prototype, 'findById');
    const permissionTrees = vi.spyOn(UsersRepository.prototype, 'permissionTrees');
    // A staff route whose handler reads the staff member, and a player's route.
    const staff = await t.app.inject({ method: 'GET', url: '/api/document/generate-id', headers });
    expect(staff.statusCode).toBe(200);
    expect(findSignedIn).toHaveBeenCalledTimes(1);
    expect(permissionTrees).toHaveBeenCalledTimes(1);
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers });
    expect(cabinet.statusCode).toBe(200);
    expect(findSignedIn).toHaveBeenCalledTimes(2);
    // The session read carries the account's nickname: the check reads no user row of its own.
    expect(findById).not.toHaveBeenCalled();
  });
});
