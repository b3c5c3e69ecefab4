import fc from 'fast-check';
import { buildSchema, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { NotProjectable, planQuery, project, type QueryPlan } from './queryPlan.js';

const schema = buildSchema(`
  directive @httpOperation(subgraph: String, path: String, operationSpecificHeaders: [[String]], httpMethod: HTTPMethod, queryParamArgMap: String) on FIELD_DEFINITION
  directive @example(value: String) on FIELD_DEFINITION
  directive @enum(subgraph: String, value: String) on ENUM_VALUE
  directive @resolveRootField(field: String) on FIELD_DEFINITION
  enum HTTPMethod { GET POST }
  type Query {
    cabinet: Cabinet @httpOperation(subgraph: "website", path: "/api/cabinet", operationSpecificHeaders: [["accept", "application/json"]], httpMethod: GET)
    ranks: [Int!]! @httpOperation(subgraph: "website", path: "/api/ranks", httpMethod: GET)
    document(slug: String): Cabinet @httpOperation(subgraph: "website", path: "/api/document", httpMethod: GET, queryParamArgMap: "{}")
    player(nick: String!): Cabinet @httpOperation(subgraph: "website", path: "/api/player/{args.nick}", httpMethod: GET)
    playtime(nick: String, server: String, period: Int): Cabinet @httpOperation(subgraph: "website", path: "/api/playtime/{args.nick}/{args.server}", httpMethod: GET, queryParamArgMap: "{\\"period\\":\\"period\\"}")
    ghost(nick: String): Cabinet @httpOperation(subgraph: "website", path: "/api/ghost/{args.other}", httpMethod: GET)
    templated: Cabinet @httpOperation(subgraph: "website", path: "/api/{env.X}", httpMethod: GET)
    roles(server: String, page: Int, mine: Boolean = false): Cabinet @httpOperation(subgraph: "website", path: "/api/roles", httpMethod: GET, queryParamArgMap: "{\\"server\\":\\"server\\",\\"page\\":\\"page\\",\\"mine\\":\\"mine\\"}")
    byKind(kind: Kind): Cabinet @httpOperation(subgraph: "website", path: "/api/by-kind", httpMethod: GET, queryParamArgMap: "{\\"kind\\":\\"kind\\"}")
    chart(period: Period): Cabinet @httpOperation(subgraph: "website", path: "/api/chart", httpMethod: GET, queryParamArgMap: "{\\"period\\":\\"period\\"}")
    written: Cabinet @httpOperation(subgraph: "website", path: "/api/written", httpMethod: POST)
    plain: Cabinet
  }
  type Mutation {
    refreshAuth: Cabinet @httpOperation(subgraph: "website", path: "/api/auth", httpMethod: POST)
    logout: Cabinet @httpOperation(subgraph: "website", path: "/api/logout", httpMethod: POST)
  }
  type Cabinet {
    email: String! @example(value: "a@b.c")
    verified: Boolean
    score: Int
    ratio: Float
    id: ID
    groups: [String!]!
    tags: [String]
    nested: Nested
    kind: Kind
    renamed: String @resolveRootField(field: "re-named")
  }
  type Nested { name: String! }
  enum Kind { A B }
  enum Period { month oneMonth @enum(subgraph: "website", value: "\\"1m\\"") }
`);

function plan(query: string, extra: Record<string, unknown> = {}): QueryPlan | null {
  return planQuery(schema, JSON.stringify({ query, ...extra }), new Set(['refreshAuth']));
}

describe('planQuery', () => {
  it('plans argument-free GETs, with the operation headers and the selection in order', () => {
    const planned = plan('query Mine { cabinet { email me: verified __typename nested { name } } ranks }');
    expect(
      planned?.rootFields.map(({ responseKey, source, path, headers }) => ({
        responseKey,
        source,
        path,
        headers,
      })),
    ).toEqual([
      {
        responseKey: 'cabinet',
        source: 'website',
        path: '/api/cabinet',
        headers: { accept: 'application/json' },
      },
      { responseKey: 'ranks', source: 'website', path: '/api/ranks', headers: {} },
    ]);
    expect(planned?.rootFields[0]?.selection?.map((field) => field.responseKey)).toEqual([
      'email',
      'me',
      '__typename',
      'nested',
    ]);
  });

  it.each([
    ['a mutation that may write', 'mutation { logout { email } }'],
    ['two reads-only mutation fields', 'mutation { refreshAuth { email } again: refreshAuth { email } }'],
    ['an argument outside the query string', '{ document(slug: "x") { email } }'],
    ['an enum value the boundary renames', '{ chart(period: oneMonth) { email } }'],
    ['an argument that needs encoding', '{ roles(server: "a b") { email } }'],
    ['an argument in another script', '{ roles(server: "сервер") { email } }'],
    ['an argument with a plus', '{ roles(server: "1+1") { email } }'],
    ['an argument of the wrong type', '{ roles(page: "two") { email } }'],
    ['an argument of a nested field', '{ cabinet { nested(x: 1) { name } } }'],
    ['an empty path argument', '{ player(nick: "") { email } }'],
    ['a path argument that needs encoding', '{ player(nick: "a/b") { email } }'],
    ['a null path argument', '{ playtime(server: "rcon") { email } }'],
    ['a path place no argument fills', '{ ghost(nick: "x") { email } }'],
    ['a path with another template', '{ templated { email } }'],
    ['a POST', '{ written { email } }'],
    ['a field that is no api operation', '{ plain { email } }'],
    ['an enum with a selection', '{ cabinet { kind { x } } }'],
    ['a field Mesh resolves its own way', '{ cabinet { renamed } }'],
    ['a fragment on another type', '{ cabinet { nested { ...F } } } fragment F on Cabinet { email }'],
    ['an inline fragment on another type', '{ cabinet { ... on Nested { name } } }'],
    ['a fragment with a directive', '{ cabinet { ...F } } fragment F on Cabinet @x { email }'],
    ['a spread with a directive', '{ cabinet { ...F @include(if: true) } } fragment F on Cabinet { email }'],
    [
      'an object field asked twice',
      '{ cabinet { nested { name } ...F } } fragment F on Cabinet { nested { name } }',
    ],
    ['two fields under one key', '{ cabinet { email email: verified } }'],
    ['a fragment at the root', '{ ...Q } fragment Q on Query { cabinet { email } }'],
    ['two operations', 'query A { cabinet { email } } query B { ranks }'],
    ['a directive', '{ cabinet { email @include(if: true) } }'],
    ['a variable', 'query Q($x: Boolean!) { cabinet { email @skip(if: $x) } }'],
    ['introspection', '{ __schema { queryType { name } } }'],
    ['a field that does not exist', '{ cabinet { nope } }'],
    ['a leaf with a selection', '{ cabinet { email { x } } }'],
    ['an object without a selection', '{ cabinet }'],
    ['text that is no GraphQL', '{ cabinet {'],
  ])('leaves %s to Mesh', (_what, query) => {
    expect(plan(query)).toBeNull();
  });

  it('spreads fragments in place, as GraphQL collects them, and answers a repeated leaf once', () => {
    const planned = plan(
      'query Q { cabinet { ...A email __typename ... on Cabinet { score } } } ' +
        'fragment A on Cabinet { __typename id ...B } fragment B on Cabinet { nested { ...N } email id } ' +
        'fragment N on Nested { name __typename }',
    );
    expect(planned?.rootFields[0]?.selection?.map((field) => field.responseKey)).toEqual([
      '__typename',
      'id',
      'nested',
      'email',
      'score',
    ]);
    expect(planned?.rootFields[0]?.selection?.[2]?.selection?.map((field) => field.responseKey)).toEqual([
      'name',
      '__typename',
    ]);
  });

  it('plans the one reads-only mutation as a POST of its path', () => {
    const planned = plan('mutation RefreshAuth { refreshAuth { email kind } }');
    expect(planned?.rootFields.map(({ method, path }) => ({ method, path }))).toEqual([
      { method: 'POST', path: '/api/auth' },
    ]);
    expect(planQuery(schema, JSON.stringify({ query: 'mutation { refreshAuth { email } }' }))).toBeNull();
  });

  it('puts arguments in the query string in the order Mesh writes them, from literals, variables and defaults', () => {
    const path = (query: string, variables?: Record<string, unknown>) =>
      plan(query, variables === undefined ? {} : { variables })?.rootFields[0]?.path;
    expect(path('{ roles(page: 2, server: "rcon") { email } }')).toBe(
      '/api/roles?server=rcon&page=2&mine=false',
    );
    expect(
      path('query Q($s: String, $p: Int) { roles(server: $s, page: $p) { email } }', { s: 'rcon-2' }),
    ).toBe('/api/roles?server=rcon-2&mine=false');
    expect(path('query Q($s: String = "x.y_z~") { roles(server: $s, mine: true) { email } }')).toBe(
      '/api/roles?server=x.y_z~&mine=true',
    );
    expect(path('query Q($s: String) { roles(server: $s, mine: null) { email } }', { s: null })).toBe(
      '/api/roles',
    );
    // A variable of the wrong type, or a variable of a mutation, is Mesh's to report.
    expect(path('query Q($p: Int) { roles(page: $p) { email } }', { p: 'two' })).toBeUndefined();
    expect(plan('mutation M($x: Int) { refreshAuth { email } }', { variables: { x: 1 } })).toBeNull();
  });

  it('puts path arguments in their places, then the query string', () => {
    const path = (query: string, variables?: Record<string, unknown>) =>
      plan(query, variables === undefined ? {} : { variables })?.rootFields[0]?.path;
    expect(path('{ player(nick: "Steve_2") { email } }')).toBe('/api/player/Steve_2');
    expect(path('{ byKind(kind: A) { email } }')).toBe('/api/by-kind?kind=A');
    expect(path('query C($p: Period) { chart(period: $p) { email } }', { p: 'month' })).toBe(
      '/api/chart?period=month',
    );
    expect(
      path('query P($n: String, $s: String) { playtime(nick: $n, server: $s, period: 30) { email } }', {
        n: 'steve',
        s: 'rcon',
      }),
    ).toBe('/api/playtime/steve/rcon?period=30');
  });

  it('leaves variables that are no object, extensions and unknown request keys to Mesh', () => {
    expect(plan('{ cabinet { email } }', { variables: [1] })).toBeNull();
    expect(plan('{ cabinet { email } }', { variables: 'x' })).toBeNull();
    // GraphQL ignores variables an operation does not declare.
    expect(plan('{ cabinet { email } }', { variables: { a: 1 } })).not.toBeNull();
    expect(plan('{ cabinet { email } }', { extensions: { persistedQuery: {} } })).toBeNull();
    expect(plan('{ cabinet { email } }', { id: 'x' })).toBeNull();
    expect(plan('{ cabinet { email } }', { variables: {}, operationName: null })).not.toBeNull();
    // Apollo Client names itself on every request.
    const apollo = { clientLibrary: { name: '@apollo/client', version: '4.3.8' } };
    expect(plan('{ cabinet { email } }', { variables: {}, extensions: apollo })).not.toBeNull();
    expect(planQuery(schema, '[{"query":"{ cabinet { email } }"}]')).toBeNull();
  });
});

// With fragments and leaves asked twice, as the site's generated queries are (Apollo adds `__typename`).
const QUERY =
  'query Cabinet { cabinet { ...Account verified score ratio id ...Account groups tags nested { name __typename } ' +
  '... on Cabinet { kind email } __typename } } fragment Account on Cabinet { email __typename id }';

/** What graphql-js itself answers for the api's JSON as the cabinet field's value. */
function executed(value: unknown) {
  return execute({ schema, document: parse(QUERY), rootValue: { cabinet: value } }) as {
    data?: { cabinet: unknown } | null;
    errors?: unknown[];
  };
}

describe('project', () => {
  const cabinetField = () => {
    const planned = plan(QUERY);
    if (planned?.rootFields[0] === undefined) throw new Error('not planned');
    return planned.rootFields[0];
  };

  it('answers what GraphQL answers for a clean value', () => {
    const value = {
      email: 'a@b.c',
      verified: true,
      score: 3,
      ratio: 1.5,
      id: '7',
      groups: ['player'],
      tags: [null, 'x'],
      nested: { name: 'n', extra: 1 },
      kind: 'B',
      unasked: 'dropped',
    };
    const field = cabinetField();
    expect(project(value, field.type, field.selection)).toEqual(executed(value).data?.cabinet);
  });

  it('refuses a null in a non-null place and a value a scalar would change', () => {
    const field = cabinetField();
    const base = { email: 'a', groups: [] };
    for (const value of [
      { ...base, email: null },
      { ...base, groups: ['a', null] },
      { ...base, score: 1.5 },
      { ...base, verified: 1 },
      { ...base, id: 7 },
      { ...base, nested: 'x' },
      { ...base, groups: 'a' },
      // An enum value the boundary would rename (or none of the enum's): Mesh's to answer.
      { ...base, kind: 'a' },
      { ...base, kind: 'one-month' },
    ]) {
      expect(() => project(value, field.type, field.selection)).toThrow(NotProjectable);
    }
  });

  it('either refuses or answers exactly what GraphQL answers (any JSON)', () => {
    const field = cabinetField();
    const leaf = fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.double(), fc.boolean());
    const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
    const cabinetValue = fc.record(
      {
        email: fc.oneof(fc.string(), leaf),
        verified: leaf,
        score: leaf,
        ratio: leaf,
        id: leaf,
        groups: fc.oneof(fc.array(fc.oneof(fc.string(), leaf)), leaf),
        tags: fc.oneof(fc.array(leaf), leaf),
        nested: fc.oneof(fc.record({ name: fc.oneof(fc.string(), leaf) }), leaf),
        kind: fc.oneof(fc.constantFrom('A', 'B', 'a', 'C'), leaf),
        extra: maybe(leaf),
      },
      { requiredKeys: [] },
    );
    let projected = 0;
    fc.assert(
      fc.property(fc.oneof(cabinetValue, leaf, fc.array(leaf)), (value) => {
        let answer: unknown;
        try {
          answer = project(value, field.type, field.selection);
        } catch (error) {
          if (error instanceof NotProjectable) return;
          throw error;
        }
        projected += 1;
        const result = executed(value);
        expect(result.errors).toBeUndefined();
        expect(JSON.stringify(answer)).toBe(JSON.stringify(result.data?.cabinet));
      }),
      { numRuns: 2000 },
    );
    expect(projected).toBeGreaterThan(20);
  });
});
