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
 * A component in a chunk of its own that the server still renders in full: the server imports it as soon
 * as this module loads and then renders it synchronously, so the HTML is complete even without
 * JavaScript; the browser hydrates that part once the chunk has arrived, inside the same Suspense
 * boundary, so nothing mismatches. For parts only some visitors see (a signed-in player's menu, staff
 * actions) that would otherwise weigh on every first load.
 */
export function splitFromFirstLoad<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown while the chunk is missing: in a streamed page without JavaScript, or on client navigation. */
  Fallback?: ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  let onServer: ComponentType<P> | undefined;
  if (import.meta.env.SSR) {
    void load().then((component) => {
      onServer = component;
    });
  }
  return function SplitFromFirstLoad(props: P) {
    // The browser always renders the lazy one: switching to the loaded component later would remount it.
    const Component = onServer ?? Lazy;
    return (
      <Suspense fallback={Fallback ? <Fallback {...props} /> : null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
