import { describe, expect, it } from 'vitest';

import { banCountdown, clockText } from './banCountdown';

describe('banCountdown', () => {
  const now = Date.parse('2026-11-24T00:00:00Z');

  it('splits the time left into days and a clock', () => {
    const left = banCountdown('2026-11-26T03:04:05Z', now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
    expect(clockText(left)).toBe('03:04:05');
  });

  it('is not over while part of a second is left', () => {
    expect(banCountdown('2026-11-24T00:00:00.400Z', now)).toMatchObject({ seconds: 1, over: false });
  });

  it('stops at zero once the ban has ended', () => {
    expect(banCountdown('2026-11-23T23:59:00Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      over: true,
    });
  });
});
