import { describe, expect, it } from 'vitest';

import { landscapeColumns, seedHue } from './pixelLandscape';

describe('pixel landscape', () => {
  it('draws the same art for the same seed (server and browser must agree)', () => {
    expect(landscapeColumns('hitech', 24, 10)).toEqual(landscapeColumns('hitech', 24, 10));
    expect(seedHue('hitech')).toBe(seedHue('hitech'));
    expect(landscapeColumns('hitech', 24, 10)).not.toEqual(landscapeColumns('magic-rpg', 24, 10));
  });

  it('keeps the hills above the ground and inside the picture', () => {
    for (const { ground, hills } of landscapeColumns('techno-magic-sky', 24, 10)) {
      expect(ground).toBeGreaterThanOrEqual(2);
      expect(hills).toBeGreaterThan(ground);
      expect(hills).toBeLessThanOrEqual(9);
    }
  });
});
