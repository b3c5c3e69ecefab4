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

/**
 * A modal on a touch screen closes when swiped down by a tenth of its height, or by a quick flick (under
 * 300 ms). The flick still has to travel `flickMinPx`, so a tap or a shaky press never closes anything.
 */
export const MODAL_SWIPE_CLOSE = { heightFraction: 0.1, flickMs: 300, flickMinPx: 16 } as const;

/**
 * Live countdowns re-read the clock twice a second: ticking once a second drifts against the clock's
 * seconds, and the shown value then skips a second now and then.
 */
export const CLOCK_TICK_MS = 500;

/**
 * Notifications (notify()): the short word on what a player's action did, 3 s, sliding in over 300 ms,
 * 300 px wide. Toasts (TOASTS) stay 5 s: the messages the site raises itself (the api's errors, a new
 * version's reload offer), which are read rather than glanced at.
 */
export const NOTIFICATIONS = { autoClose: 3000, transitionDuration: 300, width: 300 } as const;
