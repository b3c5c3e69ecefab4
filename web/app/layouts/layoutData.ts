import type { RouterContextProvider } from 'react-router';

import { SiteFooterDocument } from '../generated/graphql';
import { tryPreloadQuery } from '../platform/apollo/preloadQuery';

/** What every site layout shows beyond the page: the footer's counts and links. */
export async function loadLayoutData({ context }: { context: Readonly<RouterContextProvider> }) {
  await tryPreloadQuery(context, { query: SiteFooterDocument });
  return null;
}
