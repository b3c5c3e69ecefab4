import { matchRoutes, type RouteObject } from 'react-router';

import { isLanguage } from '../i18n/languages';
import { ROUTE_TABLE, type LayoutName, type RouteType, type ScreenRoute } from './routeTable';

/** What the guards, titles and sitemap need to know of a screen (docs/product.md#navigation "Route metadata"). */
export interface RouteMeta {
  name: string;
  /** The full react-router pattern, e.g. `/:lang/cabinet/bonus`. */
  pattern: string;
  layout: LayoutName;
  type: RouteType;
  permission: string | undefined;
  inSitemap: boolean;
  /** The launcher's own pages stay reachable in launcher mode. */
  isLauncherPage: boolean;
}

function joinPattern(parent: string, path: string): string {
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function flatten(screen: ScreenRoute, parent: Omit<RouteMeta, 'name' | 'inSitemap'>): RouteMeta[] {
  const meta: RouteMeta = {
    name: screen.name,
    pattern: joinPattern(parent.pattern, screen.path),
    layout: parent.layout,
    // Nested screens inherit the parent's access rules (a cabinet tab is as protected as the cabinet).
    type: screen.type ?? parent.type,
    permission: screen.permission ?? parent.permission,
    inSitemap: screen.inSitemap ?? false,
    isLauncherPage: screen.name === 'launcher' || screen.name.startsWith('launcher-'),
  };
  return [meta, ...(screen.children ?? []).flatMap((child) => flatten(child, meta))];
}

export const ROUTE_METAS: readonly RouteMeta[] = ROUTE_TABLE.flatMap((group) =>
  group.screens.flatMap((screen) =>
    flatten(screen, {
      pattern: group.prefixed ? '/:lang' : '',
      layout: group.layout,
      type: 'default',
      permission: undefined,
      isLauncherPage: false,
    }),
  ),
);

const metaByName = new Map(ROUTE_METAS.map((meta) => [meta.name, meta]));

export function routeMetaByName(name: string): RouteMeta | undefined {
  return metaByName.get(name);
}

function toRouteObject(screen: ScreenRoute, prefix: string): RouteObject {
  return {
    id: screen.name,
    path: `${prefix}${screen.path}`,
    children: screen.children?.map((child) => toRouteObject(child, '')),
  };
}

// The same shape react-router builds from routes.ts, so matching here ranks paths exactly as it does.
const matchTree: RouteObject[] = ROUTE_TABLE.flatMap((group) =>
  group.screens.map((screen) => toRouteObject(screen, group.prefixed ? ':lang/' : '')),
);

export interface ScreenMatch {
  meta: RouteMeta;
  params: Record<string, string | undefined>;
}

/**
 * Answers by path, since the table never changes: react-router's matchRoutes flattens and ranks the whole
 * table on every call, and a request asks three times (redirects, guards, entry.server): 5 % of a
 * signed-in render's CPU in the profile of issue 32. Bounded: emptied when full.
 */
const screenByPath = new Map<string, ScreenMatch | undefined>();
const MAX_REMEMBERED_PATHS = 2000;

/** The screen a path shows, or undefined for an unknown page (404). The answer is shared: do not change it. */
export function matchScreen(pathname: string): ScreenMatch | undefined {
  if (screenByPath.has(pathname)) return screenByPath.get(pathname);
  const screen = findScreen(pathname);
  if (screenByPath.size >= MAX_REMEMBERED_PATHS) screenByPath.clear();
  screenByPath.set(pathname, screen);
  return screen;
}

function findScreen(pathname: string): ScreenMatch | undefined {
  const matches = matchRoutes(matchTree, pathname);
  const leaf = matches?.at(-1);
  const meta = leaf?.route.id ? metaByName.get(leaf.route.id) : undefined;
  if (!meta || !leaf) return undefined;
  // `:lang` matches any first segment; only ru and en are pages.
  if (leaf.params.lang !== undefined && !isLanguage(leaf.params.lang)) return undefined;
  return { meta, params: Object.freeze({ ...leaf.params }) };
}
