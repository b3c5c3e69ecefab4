import type { SessionRow } from '../identity/sessions.repository.js';

/**
 * Where a session was signed in, and so what it may call (docs/security.md#what-a-session-may-call):
 * `site` the website, `launcher` the launcher API and the site pages the launcher opens, `game` only the
 * Yggdrasil API (which reads its token from the body, never from these headers).
 */
export type SessionKind = SessionRow['source'];

export const SESSION_KINDS: readonly SessionKind[] = ['site', 'launcher', 'game'];

/** The refusal of a live session of a kind the route does not take (403: the session itself stays good). */
export const WRONG_SESSION = {
  ru: 'Этот вход здесь не действует: игровой вход — только для игры, вход лаунчера — для его страниц',
  en: 'This sign-in does not work here: a game sign-in is for the game, a launcher one for its pages',
};

/** The default: a route nobody declared for another kind is the site's. */
export const SITE_SESSIONS: readonly SessionKind[] = ['site'];

/**
 * Routes the launcher's pages call with its session (the shell's sign-in state and theme, the ban page,
 * signing out), also open to the site's own sessions.
 */
export const LAUNCHER_PAGE_SESSIONS: readonly SessionKind[] = ['site', 'launcher'];

/** The launcher API's own routes. */
export const LAUNCHER_SESSIONS: readonly SessionKind[] = ['launcher'];

/**
 * The kinds a route accepts: what it declares, site sessions when it declares nothing. A route that
 * needs a permission is staff work and takes site sessions only, whatever it declares: declaring
 * another kind there is a mistake caught when the route is added.
 */
export function acceptedSessions(route: {
  sessions: readonly SessionKind[] | undefined;
  staff: boolean;
}): readonly SessionKind[] {
  if (route.staff && route.sessions?.some((kind) => kind !== 'site') === true) {
    throw new Error('A route that needs a permission takes site sessions only');
  }
  return route.sessions ?? SITE_SESSIONS;
}
