import { describe, expect, it } from 'vitest';

import { demoOnline } from './playerCurve.js';

describe('demoOnline', () => {
  it('peaks in the evening and dips at night, within the server size', () => {
    const evening = demoOnline(400, new Date('2026-11-22T18:00:00Z'), 0.5);
    const night = demoOnline(400, new Date('2026-11-22T06:00:00Z'), 0.5);
    expect(evening).toBe(340);
    expect(night).toBe(60);
  });

  it('never leaves 0..maxPlayers whatever the noise', () => {
    for (const noise of [0, 0.5, 1]) {
      const value = demoOnline(10, new Date('2026-11-22T18:00:00Z'), noise);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(10);
    }
  });
});
