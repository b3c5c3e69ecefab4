import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { KNOWN_PERMISSIONS } from './knownPermissions.js';
import { hasPermission, mergePermissionTrees, permissionTree } from './permissions.js';

// Issue 27, case 4: a branch counted as held when any leaf under it was, so one leaf of `staff` let a
// moderator hand out (or take away) all of `staff`; and `true` at a branch granted none of its leaves.

/** Known paths and every branch above them: `staff`, `staff.groups`, `staff.groups.edit`, ... */
const PATHS = [
  ...new Set(
    KNOWN_PERMISSIONS.flatMap((path) => path.split('.').map((_, i, keys) => keys.slice(0, i + 1).join('.'))),
  ),
];

/** Is `path` held by a list of granted paths: it or a branch above it was granted. */
const grantedBy = (granted: string[], path: string) =>
  granted.some((given) => given === path || path.startsWith(`${given}.`));

describe('holding a permission', () => {
  it('a bare or partial branch does not hold the branch', () => {
    expect(hasPermission({ staff: {} }, 'staff')).toBe(false);
    expect(hasPermission(permissionTree(['staff.groups.edit', 'staff.groups.members']), 'staff')).toBe(false);
    expect(hasPermission(permissionTree(['staff.groups.edit']), 'staff.groups')).toBe(false);
  });

  it('true at a branch holds every leaf under it', () => {
    const tree = permissionTree(['staff']);
    for (const path of KNOWN_PERMISSIONS.filter((known) => known.startsWith('staff.'))) {
      expect(hasPermission(tree, path), path).toBe(true);
    }
    expect(hasPermission(tree, 'economy.adjust')).toBe(false);
  });

  it('joining a group that grants a whole branch never takes a leaf away', () => {
    const owner = permissionTree([...KNOWN_PERMISSIONS]);
    const merged = mergePermissionTrees([owner, permissionTree(['staff'])]);
    for (const path of KNOWN_PERMISSIONS) expect(hasPermission(merged, path), path).toBe(true);
  });

  it('is held exactly when it or a branch above it was granted, in any order, across groups', () => {
    const granted = fc.array(fc.constantFrom(...PATHS), { maxLength: 8 });
    fc.assert(
      fc.property(
        fc.array(granted, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...PATHS),
        (groups, path) => {
          const merged = mergePermissionTrees(groups.map((paths) => permissionTree(paths)));
          expect(hasPermission(merged, path)).toBe(grantedBy(groups.flat(), path));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
