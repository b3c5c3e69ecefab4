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
export function RouteStylesheets({ nonce }: { nonce: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = new Set<string>();
  for (const match of matches) {
    for (const href of framework?.manifest.routes[match.id]?.css ?? []) hrefs.add(href);
  }
  return [...hrefs].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="route" nonce={nonce} />
  ));
}
