import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

import type { ApiAnswer } from './apiCall.js';
import { forwardedHeaders, KnownQueries, type ViaMesh } from './knownQueries.js';

const schema = buildSchema(`
  directive @httpOperation(subgraph: String, path: String, operationSpecificHeaders: [[String]], httpMethod: HTTPMethod) on FIELD_DEFINITION
  enum HTTPMethod { GET POST }
  type Query {
    cabinet: Cabinet @httpOperation(subgraph: "website", path: "/api/cabinet", operationSpecificHeaders: [["accept", "application/json"]], httpMethod: GET)
    status: Cabinet @httpOperation(subgraph: "system", path: "/api-system/status", httpMethod: GET)
  }
  type Mutation {
    refreshAuth: Cabinet @httpOperation(subgraph: "website", path: "/api/user/auth/token", operationSpecificHeaders: [["accept", "application/json"]], httpMethod: POST)
    touch: Cabinet @httpOperation(subgraph: "website", path: "/api/user/auth/touch", httpMethod: POST)
    logout: Cabinet @httpOperation(subgraph: "website", path: "/api/user/auth/logout", httpMethod: POST)
  }
  type Cabinet { email: String! }
`);
const forwarded = forwardedHeaders([
  { name: 'website', operationHeaders: { 'Access-Id': "{context.headers['access-id']}" } },
  { name: 'system', operationHeaders: { 'x-system-token': "{context.headers['x-system-token']} extra" } },
]);
const body = JSON.stringify({ query: '{ cabinet { email } }' });
const clean: ApiAnswer = {
  status: 200,
  contentType: 'application/json',
  setsCookie: false,
  body: '{"email":"a@b.c"}',
};

/** A KnownQueries over a recorded api and a recorded Mesh that answers `meshAnswer`. */
function harness(apiAnswer: () => ApiAnswer, meshAnswer = '{"data":{"cabinet":{"email":"a@b.c"}}}') {
  const apiCalls: { method: string; path: string; headers: Record<string, string> }[] = [];
  const meshCalls: (Map<string, ApiAnswer> | undefined)[] = [];
  const readsOnly = new Set(['refreshAuth', 'touch']);
  const known = new KnownQueries(
    schema,
    forwarded,
    (method, path, headers) => {
      apiCalls.push({ method, path, headers });
      return Promise.resolve(apiAnswer());
    },
    readsOnly,
  );
  const viaMesh: ViaMesh = (prefetched) => {
    meshCalls.push(prefetched);
    return Promise.resolve({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      cookies: [],
      payload: Buffer.from(meshAnswer),
    });
  };
  return { known, apiCalls, meshCalls, viaMesh };
}

describe('KnownQueries', () => {
  it('asks Mesh the first time, then the api alone, with the forwarded headers', async () => {
    const { known, apiCalls, meshCalls, viaMesh } = harness(() => clean);
    await known.answer({ 'access-id': '5' }, body, viaMesh);
    expect(meshCalls).toHaveLength(1);
    expect(apiCalls).toHaveLength(0);
    const answer = await known.answer({ 'access-id': '5', 'x-system-token': 't' }, body, viaMesh);
    expect(meshCalls).toHaveLength(1);
    expect(apiCalls).toEqual([
      { method: 'GET', path: '/api/cabinet', headers: { 'access-id': '5', accept: 'application/json' } },
    ]);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.payload.toString()).toBe('{"data":{"cabinet":{"email":"a@b.c"}}}');
  });

  it('keeps a body Mesh answered with errors with Mesh', async () => {
    const { known, apiCalls, viaMesh } = harness(() => clean, '{"errors":[{"message":"no"}],"data":null}');
    await known.answer({}, body, viaMesh);
    await known.answer({}, body, viaMesh);
    expect(apiCalls).toHaveLength(0);
  });

  it('gives Mesh the api answer it cannot reproduce, and nothing when the api is unreachable', async () => {
    let answer: ApiAnswer | Error = clean;
    const { known, meshCalls, viaMesh } = harness(() => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    await known.answer({}, body, viaMesh);
    for (const next of [
      { ...clean, status: 401 },
      { ...clean, setsCookie: true },
      { ...clean, contentType: 'text/html' },
      { ...clean, body: '{"email":null}' },
      { ...clean, body: '[{"email":"a"}]' },
    ]) {
      answer = next;
      await known.answer({}, body, viaMesh);
      expect(meshCalls.at(-1)?.get('GET /api/cabinet')).toEqual(next);
    }
    answer = new Error('ECONNREFUSED');
    await known.answer({}, body, viaMesh);
    expect(meshCalls.at(-1)).toBeUndefined();
  });

  it('answers the signed-in state (one reads-only mutation) by a POST, and leaves other mutations to Mesh', async () => {
    const { known, apiCalls, meshCalls, viaMesh } = harness(
      () => clean,
      '{"data":{"refreshAuth":{"email":"a@b.c"}}}',
    );
    const mutation = (query: string) => JSON.stringify({ query });
    for (let i = 0; i < 2; i += 1) {
      await known.answer({ 'access-id': '5' }, mutation('mutation { logout { email } }'), viaMesh);
      await known.answer({}, mutation('mutation { refreshAuth { email } touch { email } }'), viaMesh);
    }
    expect(apiCalls).toEqual([]);
    const refresh = mutation('mutation RefreshAuth { refreshAuth { email } }');
    await known.answer({ 'access-id': '5' }, refresh, viaMesh);
    const meshBefore = meshCalls.length;
    const answer = await known.answer({ 'access-id': '5' }, refresh, viaMesh);
    expect(meshCalls).toHaveLength(meshBefore);
    expect(apiCalls).toEqual([
      {
        method: 'POST',
        path: '/api/user/auth/token',
        headers: { 'access-id': '5', accept: 'application/json' },
      },
    ]);
    expect(answer.payload.toString()).toBe('{"data":{"refreshAuth":{"email":"a@b.c"}}}');
  });

  it('leaves cross-origin calls and sources with other header templates to Mesh', async () => {
    const { known, apiCalls, viaMesh } = harness(() => clean);
    const status = JSON.stringify({ query: '{ status { email } }' });
    for (let i = 0; i < 2; i += 1) {
      await known.answer({ origin: 'https://elsewhere.example' }, body, viaMesh);
      await known.answer({}, status, viaMesh);
    }
    expect(apiCalls).toHaveLength(0);
    expect([...forwarded.keys()]).toEqual(['website']);
  });
});
