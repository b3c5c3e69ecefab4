import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * A component whose code is downloaded only once the browser first renders it, after hydration: for
 * parts of the shell that draw nothing on the server anyway (toasts, modals and drawers open only on a
 * click, all drawn in a portal), so they stay out of every page's first load without changing the
 * server's HTML or risking a hydration mismatch.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function AfterHydration(props: P) {
    const mounted = useMounted();
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

/**
 * A component in a chunk of its own for parts only some visitors see (a signed-in player's menu, staff
 * actions), so they do not weigh on every first load. The server and the hydrating browser both draw
 * `Fallback` (a plain stand-in: the account menu's is a link to the cabinet with the same look); once
 * hydrated, the browser loads the chunk and swaps it in. Rendering the real part on the server instead
 * would stream it as a second, hidden copy beside the fallback (React outlines a lazy boundary), which
 * the page then shows twice until its inline script or hydration reveals one.
 */
export function splitFromFirstLoad<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function SplitFromFirstLoad(props: P) {
    const mounted = useMounted();
    const fallback = Fallback ? <Fallback {...props} /> : null;
    if (!mounted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
