import { describe, expect, it } from 'vitest';

import { bonusPreview } from './bonusPreview';

describe('bonusPreview', () => {
  const tiers = [
    { fromRubles: 1000, percent: 5 },
    { fromRubles: 5000, percent: 15 },
  ];
  it('adds the highest tier reached, rounded down to kopecks', () => {
    expect(bonusPreview(999, tiers)).toEqual({ percent: 0, bonusKopecks: 0, totalKopecks: 99_900 });
    expect(bonusPreview(1000, tiers)).toEqual({ percent: 5, bonusKopecks: 5_000, totalKopecks: 105_000 });
    expect(bonusPreview(5001, tiers).percent).toBe(15);
  });
});
