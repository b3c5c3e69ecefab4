import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { ANCHOR_OFFSET } from '../../../platform/behaviour/behaviourConstants';

/** Hash links scroll smoothly to their element, 100 px below the top so the header does not cover it. */
export function useHashScroll() {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
    window.scrollTo({ top, behavior: 'smooth' });
  }, [hash, key]);
}
