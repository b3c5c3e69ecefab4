import type { FastifyRequest } from 'fastify';

import { answersSameWhenSignedIn } from '../openapi/sharedAnswers.js';
import type { AuthenticatedUser } from './AuthService.js';
import type { PermittedUser } from './PermissionGate.js';

/**
 * Who the onRequest check (routeAccess.ts) found, by what the route declared. Handlers read it through
 * the accessors below, so the session is looked up once per request and never again in a handler.
 */
export type RequestSignIn =
  /** `config: { permission }`: signed in with a site session and holding every declared permission. */
  | { declared: 'permission'; user: PermittedUser }
  /** `config: { auth: 'required' }`: signed in with a session of a kind the route takes. */
  | { declared: 'sign-in'; user: AuthenticatedUser }
  /**
   * Nothing declared: a visitor, or a user whose session is of a kind the route takes. A session that
   * was sent but did not hold (ended, wrong token) is kept as `stale`: reading the user then answers it.
   */
  | { declared: 'nothing'; user: AuthenticatedUser | null; stale: Error | undefined };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by routeAccess.ts on every routed request; read it through signedInUser, staffUser or visitorOrUser. */
    signIn: RequestSignIn | null;
  }
}

/**
 * A handler read a sign-in its route does not declare: a mistake in the route, never the caller's.
 * The error handler answers it as any crash (500, no internals); the route's own tests catch it.
 */
export class UndeclaredSignInError extends Error {
  override name = 'UndeclaredSignInError';

  constructor(request: FastifyRequest, needs: string) {
    super(
      `${request.method} ${request.routeOptions.url ?? request.url} reads the signed-in user but does not ` +
        `declare ${needs} in its config (platform/auth/routeAccess.ts)`,
    );
  }
}

/** A handler read the user on a route whose answer is declared the same for everyone: a route mistake. */
export class SameWhenSignedInError extends Error {
  override name = 'SameWhenSignedInError';

  constructor(request: FastifyRequest) {
    super(
      `${request.method} ${request.routeOptions.url ?? request.url} reads the signed-in user but declares ` +
        '`sameWhenSignedIn`: its answer may not depend on who asks (platform/openapi/sharedAnswers.ts)',
    );
  }
}

/** The signed-in user of a route that declares `auth: 'required'` or a permission. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  const { signIn } = request;
  if (signIn?.declared === 'sign-in' || signIn?.declared === 'permission') return signIn.user;
  throw new UndeclaredSignInError(request, "`auth: 'required'` or a `permission`");
}

/** The staff member of a route that declares a permission, with what else they may do (`can`). */
export function staffUser(request: FastifyRequest): PermittedUser {
  const { signIn } = request;
  if (signIn?.declared === 'permission') return signIn.user;
  throw new UndeclaredSignInError(request, 'a `permission`');
}

/**
 * The signed-in user or null for a visitor, on a route that serves both. A sent session that did not
 * hold answers its 401 here (the site then signs out), unless `staleAsVisitor` (signing out, finishing
 * an OAuth sign-in) serves it as a visitor.
 */
export function visitorOrUser(
  request: FastifyRequest,
  options: { staleAsVisitor?: boolean } = {},
): AuthenticatedUser | null {
  const { signIn } = request;
  if (signIn === null) throw new UndeclaredSignInError(request, 'a route');
  if (answersSameWhenSignedIn(request)) throw new SameWhenSignedInError(request);
  if (signIn.declared !== 'nothing') return signIn.user;
  if (signIn.stale !== undefined && options.staleAsVisitor !== true) throw signIn.stale;
  return signIn.user;
}
