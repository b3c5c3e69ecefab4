import type { DocumentTarget } from '../../generated/graphql';

const EDITABLE: DocumentTarget[] = ['news', 'mods', 'servers'];

/** `news-create` / `mods-document_id-edit` → `news` / `mods`: the route id names the kind. */
export function targetOfRoute(routeId: string | undefined): DocumentTarget {
  return EDITABLE.find((target) => routeId?.startsWith(`${target}-`)) ?? 'news';
}

/** `privacy-edit` → `privacy`: the legal page a route shows or edits. */
export function legalSlugOfRoute(routeId: string | undefined): 'privacy' | 'public-offer' {
  return routeId?.startsWith('public-offer') ? 'public-offer' : 'privacy';
}

/** Loaders see the URL, not the route id: `/en/mods/botania/edit` → `mods`, `/ru/public-offer` → its slug. */
export function targetOfUrl(url: string): DocumentTarget {
  return targetOfRoute(`${new URL(url).pathname.split('/')[2] ?? ''}-`);
}

export function legalSlugOfUrl(url: string): 'privacy' | 'public-offer' {
  return legalSlugOfRoute(new URL(url).pathname.split('/')[2]);
}
