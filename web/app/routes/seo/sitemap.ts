import { renderSitemap, type SitemapEntry } from '../../features/seo';
import { SitemapDocumentsDocument, type DocumentTarget } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { siteConfig } from '../../platform/env.server';
import { ROUTE_METAS } from '../../platform/routing/routeMeta';
import type { Route } from './+types/sitemap';

const DOCUMENT_TARGETS: DocumentTarget[] = ['news', 'mods', 'servers'];
/** The api's largest page. */
const PER_PAGE = 50;

/** Public pages without parameters, from the route table (`inSitemap`). */
function staticEntries(): SitemapEntry[] {
  return ROUTE_METAS.filter((meta) => meta.inSitemap).map((meta) => {
    const path = meta.pattern.replace(/^\/?:lang\??/, '');
    return { path: path === '' ? '/' : path };
  });
}

async function documentEntries(context: Route.LoaderArgs['context']): Promise<SitemapEntry[]> {
  const client = getApolloClient(context);
  const entries: SitemapEntry[] = [];
  for (const target of DOCUMENT_TARGETS) {
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const { data } = await client.query({
        query: SitemapDocumentsDocument,
        variables: { target, page, perPage: PER_PAGE },
        fetchPolicy: 'network-only',
      });
      pages = data?.documents?.pages ?? 0;
      for (const item of data?.documents?.items ?? []) {
        entries.push({ path: `/${target}/${encodeURIComponent(item.slug)}`, lastModified: item.updatedAt });
      }
    }
  }
  return entries;
}

/** `/sitemap.xml`: every public page and document, in ru and en, on the primary host. */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = [...staticEntries(), ...(await documentEntries(context))];
  return new Response(renderSitemap(siteConfig().primaryOrigin, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
