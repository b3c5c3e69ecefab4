import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

import { AppError } from '../errors/AppError.js';
import { defaultLocale, pickLocale, type Locale } from '../locale.js';
import { answersSameWhenSignedIn } from '../openapi/sharedAnswers.js';
import type { AuthService } from './AuthService.js';
import type { PermissionGate } from './PermissionGate.js';
import { acceptedSessions, WRONG_SESSION, type SessionKind } from './sessionKinds.js';
import type { RequestSignIn } from './signedIn.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: a visitor without a valid session gets 401 before anything else runs. */
    auth?: 'required';
    /** Every named permission is required (and so is a site session): 401 or 403 before the body is read. */
    permission?: string | readonly string[];
    /**
     * The kinds of session this route accepts (sessionKinds.ts); a session of another kind is refused
     * with 403 even where a visitor would be served. Site sessions only unless declared.
     */
    sessions?: readonly SessionKind[];
  }
  interface FastifyRequest {
    /** ru or en, from Accept-Language: the language of answers and letters. */
    locale: Locale;
  }
}

/** What a route declares about who may call it, as the onRequest check reads it. */
export interface RouteAccess {
  method: string;
  url: string;
  auth: boolean;
  permissions: readonly string[];
  sessions: readonly SessionKind[];
}

type AccessConfig = Pick<NonNullable<RouteOptions['config']>, 'auth' | 'permission' | 'sessions'>;

function accessOf(config: AccessConfig): Omit<RouteAccess, 'method' | 'url'> {
  const { permission } = config;
  const permissions =
    permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
  return {
    auth: config.auth === 'required' || permissions.length > 0,
    permissions,
    sessions: acceptedSessions({ sessions: config.sessions, staff: permissions.length > 0 }),
  };
}

const tables = new WeakMap<FastifyInstance, RouteAccess[]>();

/** Every route's declared access, in registration order: the sweeps walk this, not a hand-kept list. */
export function declaredRouteAccess(app: FastifyInstance): readonly RouteAccess[] {
  return tables.get(app) ?? [];
}

function carriesSession(request: FastifyRequest): boolean {
  return request.headers['access-id'] !== undefined || request.headers['access-token'] !== undefined;
}

function wrongSession(): AppError {
  return new AppError('FORBIDDEN', WRONG_SESSION);
}

/**
 * A route that serves visitors: a session sent with the request is read, and one that does not hold is
 * kept as stale (the handler answers its 401 if it reads the user). A session of a kind the route does
 * not take is served as a visitor: the launcher's pages still read the news and the servers, and the
 * session opens nothing of this route's.
 */
async function visitorSignIn(
  request: FastifyRequest,
  auth: AuthService,
  sessions: readonly SessionKind[],
): Promise<RequestSignIn> {
  if (!carriesSession(request)) return { declared: 'nothing', user: null, stale: undefined };
  try {
    const user = await auth.optional(request);
    if (user === null || sessions.includes(user.source))
      return { declared: 'nothing', user, stale: undefined };
  } catch (error) {
    return {
      declared: 'nothing',
      user: null,
      stale: error instanceof Error ? error : new Error(String(error)),
    };
  }
  // Served as a visitor's, the request carries no session further (the answer cache keys on it).
  deleteSession(request);
  return { declared: 'nothing', user: null, stale: undefined };
}

function deleteSession(request: FastifyRequest): void {
  delete request.headers['access-id'];
  delete request.headers['access-token'];
}

/** Who may call the route, read once: 401 without a session, 403 for another kind or a missing permission. */
async function signInOf(
  request: FastifyRequest,
  access: Omit<RouteAccess, 'method' | 'url'>,
  auth: AuthService,
  gate: PermissionGate,
): Promise<RequestSignIn> {
  if (!access.auth) return visitorSignIn(request, auth, access.sessions);
  const user = await auth.require(request);
  if (!access.sessions.includes(user.source)) throw wrongSession();
  if (access.permissions.length === 0) return { declared: 'sign-in', user };
  return { declared: 'permission', user: await gate.require(user, ...access.permissions) };
}

/**
 * The one place routes are guarded: `config: { auth: 'required' }`, `config: { permission: '...' }` and
 * the session kinds of `config.sessions` are checked on request, before the body is parsed or validated,
 * so a visitor learns nothing from validation messages and a game or launcher token opens only what it
 * was issued for. The session is looked up here, once, and put on the request for the handler
 * (signedIn.ts). The request's locale is read here too, once.
 */
export function registerRouteAccess(app: FastifyInstance, auth: AuthService, gate: PermissionGate): void {
  const table: RouteAccess[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = accessOf(route.config ?? {});
    for (const method of methods) table.push({ method, url: route.url, ...access });
  });
  app.decorateRequest('locale', defaultLocale);
  app.decorateRequest('signIn', null);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    // Unmatched requests (404) have no route config.
    const config = request.routeOptions.config as typeof request.routeOptions.config | undefined;
    if (config === undefined || request.is404) return;
    if (answersSameWhenSignedIn(request)) {
      // The answer is the same for everyone (sharedAnswers.ts): no session is looked up, and the request
      // goes on as a visitor's, so the public cache serves it.
      deleteSession(request);
      request.signIn = { declared: 'nothing', user: null, stale: undefined };
      return;
    }
    request.signIn = await signInOf(request, accessOf(config), auth, gate);
  });
}
