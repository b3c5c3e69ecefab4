import { lazy, Suspense, useEffect, useState } from 'react';

import { takeBrowserLegacySignIn, type LegacySignIn as Found } from './legacyKeys';

// Loaded only on the one page load that finds an old sign-in: every other page pays a few lines for this.
const LegacyExchange = lazy(() => import('./LegacyExchange'));

/** Each source is looked at once per page load, even when React runs the effect twice. */
const looked = new Set<string>();

/**
 * Takes the previous site's cached sign-in out of `source` on the first client-side load
 * (docs/product.md#accounts "Sign-ins from the previous site") and exchanges it once. `take` is null while
 * the source cannot be read yet (the launcher's agent has not answered). Renders nothing visible.
 */
export function LegacySignInFrom({
  source,
  take,
}: {
  source: string;
  take: (() => Promise<Found | null>) | null;
}) {
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (take === null || looked.has(source)) return;
    looked.add(source);
    void take().then((taken) => {
      setFound(taken);
    });
  }, [source, take]);

  return found ? (
    <Suspense fallback={null}>
      <LegacyExchange found={found} />
    </Suspense>
  ) : null;
}

const takeFromBrowser = () => Promise.resolve(takeBrowserLegacySignIn(window.localStorage));

/** The browser's cached sign-in of the previous site (the root renders this on every page). */
export function LegacySignIn() {
  return <LegacySignInFrom source="browser" take={takeFromBrowser} />;
}
