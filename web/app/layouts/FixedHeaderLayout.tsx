import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';
import { SiteShell } from '../features/site';
import { loadLayoutData } from './layoutData';

export const loader = loadLayoutData;
export const clientLoader = loadLayoutData;

/** The home page's frame: the header floats over the hero and turns solid on scroll. */
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
