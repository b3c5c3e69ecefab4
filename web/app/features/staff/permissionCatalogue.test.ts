import { describe, expect, it } from 'vitest';

import { KNOWN_PERMISSIONS } from '../../../../api/src/platform/auth/knownPermissions';
import en from '../../i18n/en/staff.json';
import ru from '../../i18n/ru/staff.json';

function lookup(catalogue: unknown, path: string): unknown {
  let node = catalogue;
  for (const key of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

describe('permission descriptions', () => {
  it('describe every permission the api checks, in both languages', () => {
    for (const path of KNOWN_PERMISSIONS) {
      for (const catalogue of [en, ru]) {
        expect(typeof lookup(catalogue.permissions, path), path).toBe('string');
        expect(typeof lookup(catalogue.permissionBranches, path.split('.')[0] ?? ''), path).toBe('string');
      }
    }
  });
});
