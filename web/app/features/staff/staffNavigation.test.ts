import { describe, expect, it } from 'vitest';

import { staffLinks } from './staffNavigation';

describe('staffLinks', () => {
  it('lists only the pages the permissions open', () => {
    expect(staffLinks({})).toEqual([]);
    expect(staffLinks({ economy: { view: true } }).map((link) => link.screen)).toEqual(['staff-payments']);
    expect(staffLinks({ economy: { view: true, adjust: true } }).map((link) => link.screen)).toEqual([
      'staff-payments',
      'staff-economy',
    ]);
  });
});
