import { describe, expect, it } from 'vitest';

import { hasPermission } from './authState';

describe('hasPermission (site)', () => {
  it('passes a leaf under a branch granted whole, as the api does', () => {
    expect(hasPermission({ staff: true }, 'staff.audit.view')).toBe(true);
    expect(hasPermission({ web: { documents: true } }, 'web.documents.delete')).toBe(true);
  });

  it('passes a granted leaf and refuses its siblings', () => {
    const tree = { web: { documents: { edit: true } } };
    expect(hasPermission(tree, 'web.documents.edit')).toBe(true);
    expect(hasPermission(tree, 'web.documents.delete')).toBe(false);
    expect(hasPermission(tree, 'web.rules.edit')).toBe(false);
  });

  it('shows a branch to whoever holds something under it', () => {
    expect(hasPermission({ staff: { audit: { view: true } } }, 'staff')).toBe(true);
    expect(hasPermission({}, 'staff')).toBe(false);
  });
});
