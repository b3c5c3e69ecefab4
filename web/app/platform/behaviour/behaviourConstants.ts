// docs/product.md#site, in one place.

export const TOASTS = {
  position: 'top-right',
  autoClose: 5000,
  transitionDuration: 200,
  limit: 10,
} as const;

export const LOADING_BAR = {
  height: 2,
  color: '#ffffff',
  /** How long the bar takes to creep towards the end while a navigation lasts. */
  indicatorMs: 2000,
  /** Navigations faster than this show no bar at all. */
  throttleMs: 200,
} as const;

/** Hash links land below the fixed header. */
export const ANCHOR_OFFSET = 100;

export const MODAL_Z_INDEX_BASE = 1000;
export const MODAL_Z_INDEX_STEP = 2;

/** How often an open page asks whether a new version was deployed. */
export const VERSION_POLL_MS = 5 * 60 * 1000;

/** A failed chunk load reloads the page once; another failure within this window does not loop. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
