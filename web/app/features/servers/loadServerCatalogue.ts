import { ServerCatalogueDocument } from '../../generated/graphql';
import { preloadQuery } from '../../platform/apollo/preloadQuery';
import { httpError } from '../../platform/httpError';
import { isLanguage } from '../../platform/i18n/languages';
import type { ScreenLoadArgs } from './views/screenLoadArgs';

/** Fills the cache with the catalogue; with a server name, 404s a server that does not exist. */
export async function loadServerCatalogue({
  context,
  params,
}: Pick<ScreenLoadArgs<{ lang?: string; serverName?: string }>, 'context' | 'params'>) {
  if (!isLanguage(params.lang)) httpError(404);
  const { servers } = await preloadQuery(context, { query: ServerCatalogueDocument });
  if (params.serverName === undefined) return { serverName: null };
  const server = servers?.items.find((item) => item.slug === params.serverName);
  if (!server) httpError(404);
  return { serverName: server.name };
}
