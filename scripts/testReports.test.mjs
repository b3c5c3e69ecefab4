import { describe, expect, it } from 'vitest';

import {
  failedVitestTests,
  flakyPlaywrightTests,
  flakyVitestTests,
  playwrightTestsWithStatus,
} from './testReports.mjs';

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

describe('playwrightTestsWithStatus', () => {
  it('names the tests that failed on every attempt', () => {
    const suites = [
      {
        title: 'a.spec.ts',
        file: 'a.spec.ts',
        specs: [spec('x', 'expected', 1), spec('y', 'unexpected', 2), spec('z', 'flaky', 3)],
      },
    ];
    expect(playwrightTestsWithStatus(suites, 'unexpected')).toEqual(['oauth.spec.ts:2 › y']);
  });
});

describe('failedVitestTests', () => {
  it('names each failed test with the first line of its error, and a file that failed on its own', () => {
    const files = [
      {
        name: '/repo/api/src/a.test.ts',
        status: 'failed',
        assertionResults: [
          { fullName: 'store buys', status: 'passed', failureMessages: [] },
          {
            fullName: 'store refunds',
            status: 'failed',
            failureMessages: ['\nAssertionError: expected 1 to be 2\n    at x'],
          },
        ],
      },
      {
        name: '/repo/web/b.test.ts',
        status: 'failed',
        message: 'Cannot find module x',
        assertionResults: [],
      },
      {
        name: '/repo/web/c.test.ts',
        status: 'passed',
        assertionResults: [{ fullName: 'ok', status: 'passed' }],
      },
    ];
    expect(failedVitestTests(files, '/repo')).toEqual([
      'api/src/a.test.ts › store refunds: AssertionError: expected 1 to be 2',
      'web/b.test.ts: Cannot find module x',
    ]);
  });
});

describe('flakyVitestTests', () => {
  it('names a test that passed in the end but kept the error of a failed attempt', () => {
    const files = [
      {
        name: '/repo/api/src/a.test.ts',
        status: 'passed',
        assertionResults: [
          { fullName: 'first time', status: 'passed', failureMessages: [] },
          { fullName: 'on a retry', status: 'passed', failureMessages: ['Error: timed out'] },
          { fullName: 'failed', status: 'failed', failureMessages: ['Error: no'] },
        ],
      },
    ];
    expect(flakyVitestTests(files, '/repo')).toEqual(['api/src/a.test.ts › on a retry: Error: timed out']);
  });
});
