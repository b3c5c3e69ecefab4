import { lazy, Suspense, useEffect, useState } from 'react';

import type { AgentApi } from '../../platform/launcher/agentClient';
import { readLauncherCredentials } from '../../platform/launcher/launcherCredentials';
import { takeBrowserLegacySignIn, takeLauncherLegacySignIn, type LegacySignIn as Found } from './legacyKeys';

// Loaded only on the one page load that finds an old sign-in: every other page pays a few lines for this.
const LegacyExchange = lazy(() => import('./LegacyExchange'));

/** Each store is looked at once per page load, even when React runs the effect twice. */
const looked = new WeakSet<object>();

/** The pair this machine kept, already removed from where it was kept. */
async function takeLegacySignIn(agent: AgentApi | undefined): Promise<Found | null> {
  if (agent === undefined) return takeBrowserLegacySignIn(window.localStorage);
  // Credentials of this launcher already in the agent sign the window in on their own: the old pair is
  // only forgotten.
  const [legacy, current] = await Promise.all([
    takeLauncherLegacySignIn(agent),
    readLauncherCredentials(agent),
  ]);
  return current ? null : legacy;
}

/**
 * The previous site's cached sign-in (docs/product.md#accounts "Sign-ins from the previous site"): taken out of
 * the browser's localStorage, or out of the agent's storage when `agent` is given (launcher mode), on the
 * first client-side load, and exchanged once for new credentials. Renders nothing visible.
 */
export function LegacySignIn({ agent }: { agent?: AgentApi | null }) {
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    // null: the launcher's agent has not answered yet.
    if (agent === null) return;
    const store: object = agent ?? window.localStorage;
    if (looked.has(store)) return;
    looked.add(store);
    void takeLegacySignIn(agent).then((taken) => {
      setFound(taken);
    });
  }, [agent]);

  return found ? (
    <Suspense fallback={null}>
      <LegacyExchange found={found} />
    </Suspense>
  ) : null;
}
