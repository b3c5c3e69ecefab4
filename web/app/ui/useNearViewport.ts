import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, once: heavy parts below the fold (a
 * chart) wait for it, so a page's first load and its main thread are not spent on what nobody has
 * scrolled to yet. False on the server and during hydration, so both draw the same placeholder.
 */
export function useNearViewport(margin = '200px'): { ref: (node: Element | null) => void; near: boolean } {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: Element | null) => {
      if (node === null || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => {
        observer.disconnect();
      };
    },
    [margin, near],
  );
  return { ref, near };
}
