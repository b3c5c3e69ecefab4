import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';
import { SiteShell } from '../features/site';

/**
 * The home page's frame: the header floats over the hero and turns solid on scroll. No layout loader:
 * the home page's query carries the footer's fields, so one render asks for `main` once.
 */
export default function FixedHeaderLayout() {
  return (
    <SiteShell fixedHeader>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  return (
    <SiteShell>
      <RouteError />
    </SiteShell>
  );
}
