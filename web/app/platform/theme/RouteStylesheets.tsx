import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The stylesheets of the matched routes, as react-router's `<Links />` would list them, but with a React
 * `precedence`: React then writes them at the top of the head, before the script preloads it hoists
 * there (react-router's `modulepreload` links). A browser fetches in document order over a few
 * connections, so the stylesheets the first paint waits for no longer queue behind ~25 scripts that
 * it does not wait for. No route exports `links()`, so route CSS is all `<Links />` drew. (The first
 * load's head now goes out without those preloads, platform/ssr/scriptsAfterFirstPaint.server.ts; the
 * order still holds should that rewrite pass a page through as it came.)
 */
/**
 * react-router marks a route's stylesheet that a lazily imported chunk also needs with a trailing `#`, so
 * that Vite's loader adds a link of its own (react-router's `<Links />` would remove the route's on
 * leaving it). A `precedence` stylesheet is never removed by React, so the mark only made the browser
 * apply the same sheet a second time when the chunk loaded: a style and layout pass of the whole page
 * after hydration (the connection-lost dialog's chunk brings Mantine's first-paint sheet on every page).
 */
function withoutMark(href: string): string {
  return href.endsWith('#') ? href.slice(0, -1) : href;
}

export function RouteStylesheets({ nonce }: { nonce: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = new Set<string>();
  for (const match of matches) {
    for (const href of framework?.manifest.routes[match.id]?.css ?? []) hrefs.add(withoutMark(href));
  }
  return [...hrefs].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="route" nonce={nonce} />
  ));
}
