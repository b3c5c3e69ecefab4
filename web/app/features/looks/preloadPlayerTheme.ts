import type { RouterContextProvider } from 'react-router';

import { SiteThemesDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';

/** Puts the signed-in player's themes in the cache for the first HTML; a failure keeps the default look. */
export async function preloadPlayerTheme(
  context: Readonly<RouterContextProvider>,
  signedIn: boolean,
): Promise<void> {
  if (!signedIn) return;
  await preloadQuery(context, { query: SiteThemesDocument }).catch(() => null);
}
