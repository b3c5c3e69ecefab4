import { siteConfig } from '../../platform/env.server';

/** Paths that are personal, transitional or the launcher's: of no use in search results. */
const DISALLOWED = [
  'cabinet',
  'pay',
  'login',
  'register',
  'logout',
  'reset',
  'restore',
  '2fa',
  'launcher',
  'oauth',
];

/** `/robots.txt`: crawl the public site, skip private pages, find the sitemap on the primary host. */
export function loader() {
  const { primaryOrigin } = siteConfig();
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.flatMap((path) => [`Disallow: /ru/${path}`, `Disallow: /en/${path}`]),
    'Disallow: /oauth/',
    'Disallow: /r/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${primaryOrigin}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
