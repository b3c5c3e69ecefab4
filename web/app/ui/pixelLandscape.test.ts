import { describe, expect, it } from 'vitest';

import { landscapeColumns, seededRandom, seedHue } from './pixelLandscape';

describe('pixel landscape', () => {
  // The server renders the art and the browser hydrates it: both must draw exactly these columns and
  // this hue for the seed, on any engine. Pinned values catch a change to the generator (which would
  // also redraw every server's art) instead of comparing a call with itself.
  it('draws the pinned art and hue for a seed', () => {
    expect(landscapeColumns('hitech', 8, 10)).toEqual([
      { ground: 3, hills: 6 },
      { ground: 3, hills: 5 },
      { ground: 2, hills: 6 },
      { ground: 3, hills: 5 },
      { ground: 4, hills: 5 },
      { ground: 4, hills: 5 },
      { ground: 3, hills: 6 },
      { ground: 3, hills: 6 },
    ]);
    expect(seedHue('hitech')).toBe(179);
    expect(seedHue('magic-rpg')).toBe(109);
  });

  it('starts every generator of a seed at the same point, and other seeds elsewhere', () => {
    const first = seededRandom('hitech');
    const second = seededRandom('hitech');
    const drawn = [first(), first(), first()];
    expect([second(), second(), second()]).toEqual(drawn);
    expect(drawn[0]).toBeCloseTo(0.0644077, 6);
    expect(seededRandom('magic-rpg')()).not.toBeCloseTo(drawn[0] ?? 0, 3);
    expect(landscapeColumns('hitech', 24, 10)).not.toEqual(landscapeColumns('magic-rpg', 24, 10));
  });

  it('keeps the hills above the ground and inside the picture', () => {
    for (const seed of ['techno-magic-sky', 'hitech', 'magic-rpg', 'a', '']) {
      for (const { ground, hills } of landscapeColumns(seed, 48, 10)) {
        expect(ground).toBeGreaterThanOrEqual(2);
        expect(ground).toBeLessThanOrEqual(6);
        expect(hills).toBeGreaterThan(ground);
        expect(hills).toBeLessThanOrEqual(9);
      }
    }
  });
});
