import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

import { AppError } from '../errors/AppError.js';
import { defaultLocale, pickLocale, type Locale } from '../locale.js';
import type { AuthenticatedUser, AuthService } from './AuthService.js';
import type { PermissionGate } from './PermissionGate.js';
import { acceptedSessions, WRONG_SESSION, type SessionKind } from './sessionKinds.js';

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
 * The one place routes are guarded: `config: { auth: 'required' }`, `config: { permission: '...' }` and
 * the session kinds of `config.sessions` are checked on request, before the body is parsed or validated,
 * so a visitor learns nothing from validation messages and a game or launcher token opens only what it
 * was issued for. The request's locale is read here too, once.
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
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    // Unmatched requests (404) have no route config.
    const config = request.routeOptions.config as typeof request.routeOptions.config | undefined;
    if (config === undefined || request.is404) return;
    const access = accessOf(config);
    let user: AuthenticatedUser | null = null;
    if (access.auth) user = await auth.require(request);
    else if (carriesSession(request)) {
      // A stale token on a route that serves visitors: the handler answers 401 itself if it reads it.
      user = await auth.optional(request).catch(() => null);
    }
    if (user !== null && !access.sessions.includes(user.source)) {
      if (access.auth) throw wrongSession();
      // A route that serves visitors serves a session of another kind as a visitor: the launcher's
      // pages still read the news and the servers, and the session opens nothing of this route's.
      auth.treatAsVisitor(request);
    }
    if (access.permissions.length > 0) await gate.require(request, ...access.permissions);
  });
}
