import { describe, expect, it } from 'vitest';

import { ROUTE_SEGMENTS } from '../../../../api/src/modules/accounts/reservedNicknames';
import { ROUTE_TABLE } from '../../platform/routing/routeTable';

/** The first literal segment of every screen path (`:lang?` and `:nickname` are parameters). */
function topLevelSegments(): string[] {
  const segments = new Set<string>();
  for (const group of ROUTE_TABLE) {
    for (const screen of group.screens) {
      const first = screen.path.split('/')[0] ?? '';
      if (first !== '' && !first.startsWith(':')) segments.add(first);
    }
  }
  return [...segments].sort();
}

describe('reserved nicknames', () => {
  it('are every top-level name of the route table, so no profile hides a page', () => {
    expect([...ROUTE_SEGMENTS].sort()).toEqual(topLevelSegments());
  });
});
