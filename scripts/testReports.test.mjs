import { describe, expect, it } from 'vitest';

import { flakyPlaywrightTests } from './testReports.mjs';

/**
 * @param {string} title
 * @param {string} status
 * @param {number} line
 */
function spec(title, status, line) {
  return { title, file: 'oauth.spec.ts', line, tests: [{ status, results: [] }] };
}

describe('flakyPlaywrightTests', () => {
  it('names the tests that passed only on a retry, with their describe blocks', () => {
    const suites = [
      {
        title: 'oauth.spec.ts',
        file: 'oauth.spec.ts',
        specs: [spec('signs in with Google', 'flaky', 12), spec('links a provider', 'expected', 40)],
        suites: [
          {
            title: 'sign-out',
            file: 'oauth.spec.ts',
            specs: [spec('from the account menu', 'flaky', 77), spec('skipped one', 'skipped', 90)],
          },
        ],
      },
    ];
    expect(flakyPlaywrightTests(suites)).toEqual([
      'oauth.spec.ts:12 › signs in with Google',
      'oauth.spec.ts:77 › sign-out › from the account menu',
    ]);
  });

  it('names nothing when every test passed first time or failed outright', () => {
    const suites = [
      {
        title: 'a.spec.ts',
        file: 'a.spec.ts',
        specs: [spec('x', 'expected', 1), spec('y', 'unexpected', 2)],
      },
    ];
    expect(flakyPlaywrightTests(suites)).toEqual([]);
  });
});
