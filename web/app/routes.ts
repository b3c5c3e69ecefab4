import { layout, route, type RouteConfig } from '@react-router/dev/routes';

// The whole route table, read like the spec's tables (§2). Every page lives under /ru/... and /en/...;
// `:lang?` makes `/` the home page in the visitor's language. Loaders 404 an unknown language.
export default [
  // Resource routes: the browser talks to one origin, the web server forwards.
  route('graphql', 'routes/graphql.ts'),
  route('uploads/*', 'routes/uploads.ts'),

  layout('layouts/FixedHeaderLayout.tsx', [
    // home: /, /ru, /en (fixed-header layout, route name `index`)
    route(':lang?', 'routes/site/home.tsx', { id: 'index' }),
  ]),

  layout('layouts/DefaultLayout.tsx', [
    // news-document_id: a news document by numeric id or slug
    route(':lang/news/:documentId', 'routes/site/news-document.tsx', { id: 'news-document_id' }),
    // Unknown pages: 404 Page not found, inside the site's frame
    route('*', 'routes/site/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
