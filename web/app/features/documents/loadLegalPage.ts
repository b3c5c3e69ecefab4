import type { RouterContextProvider } from 'react-router';

import { LegalPageDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import type { LegalSlug } from './documentTargets';

/** Fills the cache with a legal page (privacy, public offer) for its reader. */
export async function loadLegalPage(
  context: Readonly<RouterContextProvider>,
  slug: LegalSlug,
): Promise<null> {
  await preloadQuery(context, { query: LegalPageDocument, variables: { slug } });
  return null;
}
