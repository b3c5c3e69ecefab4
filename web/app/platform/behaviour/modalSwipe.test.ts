import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MODAL_SWIPE_CLOSE } from './behaviourConstants';
import { swipeCloses } from './modalSwipe';

const slow = 1000;

describe('swipeCloses', () => {
  it('closes a modal swiped down by a tenth of its height, however slowly', () => {
    expect(swipeCloses({ down: 50, sideways: 0, height: 500, durationMs: slow })).toBe(true);
    expect(swipeCloses({ down: 49, sideways: 0, height: 500, durationMs: slow })).toBe(false);
  });

  it('closes on a quick flick under 300 ms, but not on a tap', () => {
    expect(swipeCloses({ down: 20, sideways: 0, height: 800, durationMs: 299 })).toBe(true);
    expect(swipeCloses({ down: 20, sideways: 0, height: 800, durationMs: 300 })).toBe(false);
    expect(swipeCloses({ down: 3, sideways: 0, height: 800, durationMs: 80 })).toBe(false);
  });

  it('never closes on a swipe up or a mostly sideways one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        (down, sideways, height, durationMs) => {
          const closes = swipeCloses({ down, sideways, height, durationMs });
          if (down <= 0 || Math.abs(sideways) > down) expect(closes).toBe(false);
        },
      ),
    );
  });

  it('a longer swipe down never closes less than a shorter one of the same speed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        (down, more, height, durationMs) => {
          const shorter = swipeCloses({ down, sideways: 0, height, durationMs });
          const longer = swipeCloses({ down: down + more, sideways: 0, height, durationMs });
          if (shorter) expect(longer).toBe(true);
        },
      ),
    );
  });

  it('reads its limits from the constants', () => {
    expect(MODAL_SWIPE_CLOSE.heightFraction).toBe(0.1);
    expect(MODAL_SWIPE_CLOSE.flickMs).toBe(300);
  });
});
