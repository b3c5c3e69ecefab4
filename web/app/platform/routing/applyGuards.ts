import { redirect } from 'react-router';

import { httpError } from '../httpError';
import type { Language } from '../i18n/languages';
import type { SessionInfo } from '../session/sessionInfo';
import { decideGuard } from './guards';
import { matchScreen } from './routeMeta';

export interface ApplyGuardsInput {
  url: URL;
  lang: Language;
  session: SessionInfo;
}

/** Runs the guards for a URL and ends the request the way they decide (302 or 404). */
export function applyGuards({ url, lang, session }: ApplyGuardsInput): void {
  const screen = matchScreen(url.pathname);
  if (!screen) return;
  const decision = decideGuard({
    meta: screen.meta,
    url,
    lang,
    signedIn: session.signedIn,
    pendingTwoFactor: session.pendingTwoFactor !== null,
    permissions: session.permissions,
    launcherMode: session.launcherHost !== null,
  });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  if (decision.kind === 'redirect') throw redirect(decision.location, 302);
  if (decision.kind === 'not-found') httpError(404);
}
