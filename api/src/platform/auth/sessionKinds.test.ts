import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../db/schema/audit.js';
import { createTestApp, TEST_SYSTEM_TOKEN, type TestApp } from '../../testing/createTestApp.js';
import type { SessionHeaders } from '../../testing/signIn.js';
import { sessionOfKind } from '../../testing/sessionOfKind.js';
import { declaredRouteAccess, type RouteAccess } from './routeAccess.js';
import { acceptedSessions, SESSION_KINDS, WRONG_SESSION, type SessionKind } from './sessionKinds.js';

// Issue 27, case 2: the game's token was a full site session. Every operation of the three OpenAPI
// documents is called with no session and with a session of each kind; what each must refuse comes
// from the route's own declaration (declaredRouteAccess), so a new route is swept without being listed.

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string }>>;
}

// Calls that would end the session the sweep goes on using; they are still swept with refused kinds.
const ENDS_ITS_SESSION = new Set([
  'logout',
  'terminateSessions',
  'terminateSession',
  'changePassword',
  'deleteAccount',
]);

// One account per kind, so a call made with one kind cannot end another kind's session.
const ACCOUNT_OF_KIND = { site: 'admin', launcher: 'editor', game: 'steve' } as const;

let t: TestApp;
const sessions = new Map<SessionKind, SessionHeaders>();
const documents: OpenApiDocument[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const kind of SESSION_KINDS)
    sessions.set(kind, await sessionOfKind(t.app, kind, ACCOUNT_OF_KIND[kind]));
  for (const url of ['/api/openapi.json', '/api-system/openapi.json', '/api-launcher/openapi.json']) {
    documents.push((await t.app.inject({ method: 'GET', url })).json<OpenApiDocument>());
  }
}, 300_000);
afterAll(async () => {
  await t.close();
});

interface Answer {
  statusCode: number;
  description: string | undefined;
}

async function call(method: string, url: string, session: SessionHeaders | undefined): Promise<Answer> {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...session, 'x-system-token': TEST_SYSTEM_TOKEN, 'accept-language': 'en' },
  });
  const body = response.headers['content-type']?.includes('json')
    ? response.json<{ details?: { description?: string } }>()
    : {};
  return { statusCode: response.statusCode, description: body.details?.description };
}

function routeOf(method: string, path: string): RouteAccess | undefined {
  const url = path.replace(/\{([^}]+)\}/g, ':$1');
  return declaredRouteAccess(t.app).find((route) => route.method === method && route.url === url);
}

/** The routes as declared, without the HEAD twin Fastify adds to each GET. */
function declaredRoutes(): RouteAccess[] {
  return declaredRouteAccess(t.app).filter((route) => route.method !== 'HEAD');
}

// Game servers' routes answer 401 to a missing or wrong server token of their own, session or not.
const usesServerTokens = (path: string) => path.startsWith('/api-system/');

describe('what a session may call', () => {
  it('sweeps every operation with no session and a site, launcher and game session', async () => {
    const failures: string[] = [];
    let operations = 0;
    for (const document of documents) {
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [lowerMethod, operation] of Object.entries(methods)) {
          const method = lowerMethod.toUpperCase();
          const route = routeOf(method, path);
          const name = `${method} ${path} (${operation.operationId})`;
          if (route === undefined) {
            failures.push(`${name}: no route declaration found`);
            continue;
          }
          operations += 1;
          const url = path.replace(/\{[^}]+\}/g, '1');
          const visitor = await call(method, url, undefined);
          const ownCredentials = usesServerTokens(path);
          // A handler reading a sign-in its route does not declare answers 500 (signedIn.ts): none may.
          if (visitor.statusCode >= 500) failures.push(`${name}: a visitor got ${visitor.statusCode}`);
          if (route.auth && visitor.statusCode !== 401) {
            failures.push(`${name}: a visitor got ${visitor.statusCode}, not 401`);
          }
          if (!route.auth && !ownCredentials && visitor.statusCode === 401) {
            failures.push(`${name}: a visitor got 401 but the route does not declare auth`);
          }
          for (const kind of SESSION_KINDS) {
            const accepted = route.sessions.includes(kind);
            if (accepted && ENDS_ITS_SESSION.has(operation.operationId)) continue;
            const answer = await call(method, url, sessions.get(kind));
            const refused = answer.statusCode === 403 && answer.description === WRONG_SESSION.en;
            if (answer.statusCode >= 500)
              failures.push(`${name}: a ${kind} session got ${answer.statusCode}`);
            if (accepted && (refused || (answer.statusCode === 401 && !ownCredentials))) {
              failures.push(`${name}: a ${kind} session was refused (${answer.statusCode})`);
            }
            if (!accepted && route.auth && !refused) {
              failures.push(`${name}: a ${kind} session got ${answer.statusCode}, not the 403 for its kind`);
            }
            // A route that serves visitors serves a session of a kind it does not take as one.
            if (!accepted && !route.auth && answer.statusCode !== visitor.statusCode) {
              failures.push(
                `${name}: a ${kind} session got ${answer.statusCode}, a visitor ${visitor.statusCode}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(operations).toBeGreaterThan(100);
  }, 600_000);

  it('takes game sessions nowhere, launcher sessions only where declared, site sessions by default', () => {
    const table = declaredRoutes();
    expect(table.filter((route) => route.sessions.includes('game'))).toEqual([]);
    const launcher = table.filter((route) => route.sessions.includes('launcher')).map((route) => route.url);
    expect(launcher.filter((url) => !url.startsWith('/api-launcher/'))).toEqual([
      '/api/user/auth/token',
      '/api/user/auth/logout',
      '/api/cabinet/theme',
      '/api/ban/active',
    ]);
    expect(table.filter((route) => route.permissions.length > 0 && route.sessions.join() !== 'site')).toEqual(
      [],
    );
  });

  it('refuses a route that needs a permission and declares another kind, when it is added', () => {
    expect(() => acceptedSessions({ sessions: ['site', 'launcher'], staff: true })).toThrow(
      /site sessions only/,
    );
    expect(acceptedSessions({ sessions: undefined, staff: false })).toEqual(['site']);
  });
});

describe('issue 27, case 2', () => {
  it("an owner's game token reads no audit log and adds no money; the launcher's token neither", async () => {
    const adjust = { login: 'steve', currency: 'RUB', amount: 100_000, reason: 'game token test' };
    for (const kind of ['game', 'launcher'] as const) {
      const owner = await sessionOfKind(t.app, kind, 'admin');
      const audit = await t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: owner });
      expect(audit.statusCode).toBe(403);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/staff/economy/adjust',
        headers: { ...owner, 'x-idempotency-key': crypto.randomUUID() },
        payload: adjust,
      });
      expect(added.statusCode).toBe(403);
      expect(added.json<{ details: { description: string } }>().details.description).toBe(WRONG_SESSION.en);
    }
    const adjusted = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'economy.adjust'));
    expect(adjusted).toEqual([]);
    // The same owner signed in on the site may.
    const site = await sessionOfKind(t.app, 'site', 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: site })).statusCode).toBe(
      200,
    );
  });
});
