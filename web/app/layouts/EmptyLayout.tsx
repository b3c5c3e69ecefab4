import { Outlet } from 'react-router';

import { RouteError } from '../features/errors';

/** Transitional screens (sign-out, OAuth callbacks): nothing but the page itself. */
export default function EmptyLayout() {
  return (
    <main id="content">
      <Outlet />
    </main>
  );
}

export const ErrorBoundary = RouteError;
