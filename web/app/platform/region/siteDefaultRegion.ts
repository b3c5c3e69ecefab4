import type { RouterContextProvider } from 'react-router';

import { SiteDefaultsDocument } from '../../generated/graphql';
import { preloadQuery } from '../apollo/preloadQuery';
import { needsSiteDefault, type RegionSources } from './resolveRegion';

/**
 * The owner's default region (staff site settings), asked for only when the visitor has none of their
 * own; a failure leaves the language's guess in place.
 */
export async function siteDefaultRegion(
  context: Readonly<RouterContextProvider>,
  sources: RegionSources,
): Promise<string | null> {
  if (!needsSiteDefault(sources)) return null;
  const data = await preloadQuery(context, { query: SiteDefaultsDocument }).catch(() => null);
  return data?.main?.defaults.region ?? null;
}
