import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LAUNCHER_SYSTEMS, systemOfUserAgent, systemsInOrder } from './launcherSystem';

const AGENTS: [string, ReturnType<typeof systemOfUserAgent>][] = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'windows'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'macos'],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'linux'],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', null],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', null],
  ['curl/8.5.0', null],
];

describe('systemOfUserAgent', () => {
  it.each(AGENTS)('%s → %s', (agent, system) => {
    expect(systemOfUserAgent(agent)).toBe(system);
  });

  it('answers null without a user agent', () => {
    expect(systemOfUserAgent(null)).toBeNull();
    expect(systemOfUserAgent('')).toBeNull();
  });
});

describe('systemsInOrder', () => {
  const installers = LAUNCHER_SYSTEMS.map((system) => ({ system }));

  it('puts the visitor system first and keeps every installer once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LAUNCHER_SYSTEMS, null), (first) => {
        const ordered = systemsInOrder(installers, first);
        expect([...ordered.map((item) => item.system)].sort()).toEqual([...LAUNCHER_SYSTEMS].sort());
        if (first !== null) expect(ordered[0]?.system).toBe(first);
      }),
    );
  });

  it('keeps the usual order when the system is unknown', () => {
    expect(systemsInOrder(installers, null).map((item) => item.system)).toEqual([
      'windows',
      'linux',
      'macos',
    ]);
  });
});
