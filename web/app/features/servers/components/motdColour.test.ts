import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { contrastRatio, MOTD_MIN_CONTRAST, MOTD_PANEL, readableOnMotdPanel } from './motdColour';

const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('a MOTD colour on the dark panel', () => {
  it('always reads at 4.5:1, and a colour that already reads is left as the server sent it', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        const drawn = readableOnMotdPanel(hex);
        expect(contrastRatio(drawn, MOTD_PANEL)).toBeGreaterThanOrEqual(MOTD_MIN_CONTRAST);
        if (contrastRatio(hex, MOTD_PANEL) >= MOTD_MIN_CONTRAST) expect(drawn).toBe(hex);
      }),
      { numRuns: 2000 },
    );
  });

  it("lightens the game's dark colours and keeps their hue", () => {
    expect(contrastRatio('#aa00aa', MOTD_PANEL)).toBeLessThan(3);
    const purple = readableOnMotdPanel('#aa00aa');
    expect(purple).toMatch(/^#([0-9a-f]{2})([0-9a-f]{2})\1$/);
    expect(purple > '#aa00aa').toBe(true);
    const [red, green, blue] = [1, 3, 5].map((at) =>
      Number.parseInt(readableOnMotdPanel('#0000aa').slice(at, at + 2), 16),
    ) as [number, number, number];
    expect(red).toBe(green);
    expect(blue).toBeGreaterThan(Math.max(red, 0xaa));
    expect(readableOnMotdPanel('#ffaa00')).toBe('#ffaa00');
  });
});
