import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';
import { SiteShell } from '../features/site';
import { loadLayoutData } from './layoutData';

// Server render and client navigation preload the same queries, each with its own Apollo client.
export const loader = loadLayoutData;
export const clientLoader = loadLayoutData;

export default function DefaultLayout() {
  return (
    <SiteShell>
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
