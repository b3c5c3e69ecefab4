import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled further down than `offset` pixels. Only the answer is state, so the
 * component renders again when it flips, not on every scroll event nor once after hydration (Mantine's
 * `useWindowScroll` keeps the position as a new object each time: the whole header rendered again on
 * every scroll event and right after hydration, ~25 ms of a page's start on this machine).
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => {
      setPast(window.scrollY > offset);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [offset]);
  return past;
}
