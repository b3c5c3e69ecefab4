// @vitest-environment node
import { ApolloClient, ApolloLink, gql, Observable, type OperationVariables } from '@apollo/client';
import { ApolloProvider, skipToken, useQuery as useApolloQuery } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { createApolloCache } from './createApolloClient';
import { useServerQuery } from './useQuery';

const ROSTER = gql`
  query Roster($size: Int = 3, $kind: String) {
    roster(size: $size, kind: $kind) {
      id
      name
      rank
    }
  }
`;

/** The same field with a smaller selection: writing it alone leaves ROSTER partial. */
const ROSTER_NAMES = gql`
  query RosterNames($size: Int = 3, $kind: String) {
    roster(size: $size, kind: $kind) {
      id
      name
    }
  }
`;

const PLAYERS = [
  { __typename: 'Player', id: '1', name: 'steve', rank: 1 },
  { __typename: 'Player', id: '2', name: 'alex', rank: 2 },
];

type CacheHolds = 'all' | 'part' | 'nothing';

function serverClient(holds: CacheHolds, variables: OperationVariables): ApolloClient {
  const cache = createApolloCache();
  if (holds === 'all') cache.writeQuery({ query: ROSTER, variables, data: { roster: PLAYERS } });
  if (holds === 'part')
    cache.writeQuery({
      query: ROSTER_NAMES,
      variables,
      data: { roster: PLAYERS.map(({ rank: _rank, ...named }) => named) },
    });
  return new ApolloClient({
    ssrMode: true,
    cache,
    // Neither hook may ask the network while rendering on the server.
    link: new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.error(new Error('asked the network'));
        }),
    ),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' }, query: { fetchPolicy: 'cache-first' } },
  });
}

/** What a component can read while rendering, as text. */
function Reading({ read }: { read: () => object }) {
  const result = read() as Record<string, unknown>;
  const { data, dataState, loading, networkStatus, error, variables, previousData } = result;
  return (
    <pre>{JSON.stringify({ data, dataState, loading, networkStatus, error, variables, previousData })}</pre>
  );
}

function rendered(client: ApolloClient, read: () => object): string {
  return renderToString(
    <ApolloProvider client={client}>
      <Reading read={read} />
    </ApolloProvider>,
  );
}

const POLICIES = [
  undefined,
  'cache-first',
  'cache-and-network',
  'network-only',
  'cache-only',
  'no-cache',
  'standby',
] as const;
const CACHES: CacheHolds[] = ['all', 'part', 'nothing'];
const VARIABLES: (OperationVariables | undefined)[] = [
  undefined,
  { kind: 'staff' },
  { size: 5 },
  { size: undefined },
];

describe('useServerQuery', () => {
  it('reads what Apollo’s useQuery gives a server render, for every fetch policy, cache and option', () => {
    let compared = 0;
    for (const fetchPolicy of POLICIES)
      for (const holds of CACHES)
        for (const given of VARIABLES)
          for (const ssr of [undefined, true, false])
            for (const skip of [undefined, false, true])
              for (const returnPartialData of [undefined, true]) {
                const options = { variables: given, fetchPolicy, ssr, skip, returnPartialData };
                // The cache holds the answer for the variables Apollo will ask with (defaults filled).
                const asked = {
                  size: 3,
                  ...Object.fromEntries(Object.entries(given ?? {}).filter(([, v]) => v !== undefined)),
                };
                const theirs = rendered(serverClient(holds, asked), () => useApolloQuery(ROSTER, options));
                const ours = rendered(serverClient(holds, asked), () => useServerQuery(ROSTER, options));
                expect(ours, JSON.stringify({ holds, options })).toBe(theirs);
                compared += 1;
              }
    expect(compared).toBe(POLICIES.length * CACHES.length * VARIABLES.length * 3 * 3 * 2);
  });

  it('reads what Apollo’s useQuery gives for skipToken', () => {
    for (const holds of CACHES) {
      const theirs = rendered(serverClient(holds, { size: 3 }), () => useApolloQuery(ROSTER, skipToken));
      const ours = rendered(serverClient(holds, { size: 3 }), () => useServerQuery(ROSTER, skipToken));
      expect(ours).toBe(theirs);
    }
  });

  it('answers from the cache it is given: a complete read is not loading', () => {
    const html = rendered(serverClient('all', { size: 3 }), () => useServerQuery(ROSTER));
    expect(html).toContain('steve');
    expect(html).toContain('&quot;loading&quot;:false');
  });

  it('makes an ObservableQuery only when a method is called', async () => {
    const client = serverClient('all', { size: 3 });
    let refetch: (() => Promise<unknown>) | undefined;
    rendered(client, () => {
      const result = useServerQuery(ROSTER);
      refetch = () => result.refetch();
      return result;
    });
    expect(client.getObservableQueries('all').size).toBe(0);
    // The server's client prefers its cache (ssrMode), so the real ObservableQuery answers from it.
    await expect(refetch?.()).resolves.toMatchObject({ data: { roster: PLAYERS } });
  });
});
