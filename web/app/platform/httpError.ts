import { data } from 'react-router';

/**
 * Ends a loader with an HTTP status: react-router sets the response status from the thrown `data()`
 * and hands it to the nearest ErrorBoundary as a route error response (`isRouteErrorResponse`).
 */
export function httpError(status: number): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to answer with a status
  throw data(null, { status });
}
