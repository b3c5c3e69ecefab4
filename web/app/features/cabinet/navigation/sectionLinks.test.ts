import { describe, expect, it } from 'vitest';

import { cabinetAreas, sectionChildren, sectionLinks } from './sectionLinks';

describe('section navigation from the route table', () => {
  it('lists every cabinet page once, under its area', () => {
    const areas = cabinetAreas();
    expect(areas.map((group) => group.area)).toEqual(['purchases', 'looks', 'security', 'money']);
    const listed = areas.flatMap((group) => group.links.map((link) => link.screen));
    expect(new Set(listed).size).toBe(listed.length);
    // A cabinet page added to the table without an area would be missing from the navigation.
    expect([...listed].sort()).toEqual(
      sectionChildren('cabinet')
        .map((child) => child.name)
        .sort(),
    );
    expect(areas.find((group) => group.area === 'security')?.links.map((link) => link.path)).toEqual([
      'privacy',
      '2fa',
      'authorization',
      'password',
      'email',
      'sessions',
    ]);
  });

  it('gives the profile its tabs without the friend requests page', () => {
    expect(sectionLinks('profile-nickname').map((link) => link.path)).toEqual([
      'statistics',
      'roles',
      'friends',
    ]);
  });

  it('refuses a screen the table does not have', () => {
    expect(() => sectionLinks('no-such-screen')).toThrow('No screen no-such-screen');
  });
});
