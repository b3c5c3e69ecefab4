import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  PLAYTIME_PERIODS,
  PLAYTIME_RESOLUTIONS,
  playerFiguresSearch,
  playerFiguresView,
} from './playerFigures';

const today = new Date('2031-03-15T10:00:00Z');

describe('playerFiguresView', () => {
  it('defaults to every server and the last month', () => {
    expect(playerFiguresView(new URLSearchParams(''), today)).toEqual({
      server: null,
      span: { kind: 'period', period: '1m' },
    });
  });

  it('reads a custom range, with 30 days to today when the days are missing or malformed', () => {
    const view = playerFiguresView(new URLSearchParams('period=range&from=junk&resolution=week'), today);
    expect(view.span).toEqual({
      kind: 'range',
      from: '2031-02-13',
      to: '2031-03-15',
      resolution: 'week',
      valid: true,
    });
    const reversed = playerFiguresView(
      new URLSearchParams('period=range&from=2031-03-10&to=2031-03-01'),
      today,
    );
    expect(reversed.span).toMatchObject({ valid: false });
  });

  it('ignores a server parameter that is no slug', () => {
    expect(playerFiguresView(new URLSearchParams('server=%3Cscript%3E'), today).server).toBeNull();
  });

  it('round-trips every view through its URL parameters', () => {
    const day = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2035-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((at) => at.toISOString().slice(0, 10));
    const span = fc.oneof(
      fc.constantFrom(...PLAYTIME_PERIODS).map((period) => ({ kind: 'period' as const, period })),
      fc.tuple(day, day, fc.constantFrom(...PLAYTIME_RESOLUTIONS)).map(([from, to, resolution]) => ({
        kind: 'range' as const,
        from,
        to,
        resolution,
        valid: from <= to,
      })),
    );
    const server = fc.option(fc.constantFrom('hitech', 'techno-magic-sky'), { nil: null });
    fc.assert(
      fc.property(server, span, (slug, chosen) => {
        const view = { server: slug, span: chosen };
        const search = new URLSearchParams(playerFiguresSearch(view));
        expect(playerFiguresView(search, today)).toEqual(view);
      }),
    );
  });
});
