import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

import { LAYOUT_FILES, ROUTE_TABLE, type ScreenRoute } from './platform/routing/routeTable';

// The whole route table lives in platform/routing/routeTable.ts, read like the route list of docs/product.md#navigation;
// this file only turns it into react-router's config, one lazily loaded module per screen.
function screenRoute(screen: ScreenRoute, prefix: string): RouteConfigEntry {
  const children = screen.children?.map((child) => screenRoute(child, ''));
  return route(`${prefix}${screen.path}`, screen.file, { id: screen.name }, children);
}

export default [
  // Resource routes: the browser talks to one origin, the web server forwards.
  route('graphql', 'routes/graphql.ts'),
  route('uploads/*', 'routes/uploads.ts'),
  route('payments/*', 'routes/payments.ts'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('version.json', 'routes/seo/version.ts'),

  // Special routes (docs/product.md#navigation) that need the server (a cookie, the api), outside any layout.
  route('r/:code', 'routes/legacy/referral-code.ts'),
  route('source/:alias', 'routes/legacy/source-alias.ts'),

  ...ROUTE_TABLE.map((group) =>
    layout(
      LAYOUT_FILES[group.layout],
      { id: `layout-${group.layout}${group.prefixed ? '' : '-unprefixed'}` },
      group.screens.map((screen) => screenRoute(screen, group.prefixed ? ':lang/' : '')),
    ),
  ),

  // Unknown pages: 404 Page not found inside the site's frame (after a last look at the api's
  // redirect rules).
  layout('layouts/DefaultLayout.tsx', { id: 'layout-not-found' }, [
    route('*', 'routes/site/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
