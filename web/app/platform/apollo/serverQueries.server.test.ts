// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { SiteDefaultsDocument } from '../../generated/graphql';
import { createApolloCache } from './createApolloClient';
import { createServerQueries } from './serverQueries.server';
import { QueryStatusError } from './serverQueriesContext';

/** What the stand-in gateway answers, in turn (the last one repeats), and what it was asked. */
let answers: { status: number; body: unknown }[] = [];
let asked: { headers: IncomingHttpHeaders; body: { query?: string; operationName?: string } }[] = [];
let server: Server;
let uri = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      asked.push({ headers: request.headers, body: JSON.parse(body) as { query?: string } });
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)] ?? { status: 500, body: '' };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      // Answered a little later, so two loaders asking at once overlap.
      setTimeout(
        () => response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)),
        20,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(
  () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    ),
);
beforeEach(() => {
  asked = [];
});

const DEFAULTS = {
  main: {
    __typename: 'MainPage',
    defaults: { __typename: 'MainDefaults', language: 'en', region: 'global' },
  },
};

function queries() {
  const cache = createApolloCache();
  return {
    cache,
    queries: createServerQueries({ cache, uri, headers: { 'access-id': 'abc', 'accept-language': 'en' } }),
  };
}

describe('createServerQueries', () => {
  it('asks as Apollo’s HttpLink does and leaves the answer in the request’s cache', async () => {
    answers = [{ status: 200, body: { data: DEFAULTS } }];
    const { cache, queries: loader } = queries();
    expect(await loader.run(SiteDefaultsDocument, undefined)).toEqual(DEFAULTS);
    expect(cache.readQuery({ query: SiteDefaultsDocument })).toEqual(DEFAULTS);
    const [call] = asked;
    expect(call?.headers['access-id']).toBe('abc');
    expect(call?.headers['accept-language']).toBe('en');
    expect(call?.body.operationName).toBe('SiteDefaults');
    expect(call?.body.query).toContain('__typename');
  });

  it('asks once for the same query asked twice at once', async () => {
    answers = [{ status: 200, body: { data: DEFAULTS } }];
    const { queries: loader } = queries();
    const [first, second] = await Promise.all([
      loader.run(SiteDefaultsDocument, undefined),
      loader.run(SiteDefaultsDocument, undefined),
    ]);
    expect(first).toEqual(second);
    expect(asked).toHaveLength(1);
  });

  it('tries a read once more on a transient status, as the browser’s link does', async () => {
    answers = [
      { status: 200, body: { data: null, errors: [{ message: 'busy', extensions: { status: 503 } }] } },
      { status: 200, body: { data: DEFAULTS } },
    ];
    const { queries: loader } = queries();
    expect(await loader.run(SiteDefaultsDocument, undefined)).toEqual(DEFAULTS);
    expect(asked).toHaveLength(2);

    asked = [];
    answers = [{ status: 502, body: 'Bad gateway' }];
    await expect(queries().queries.run(SiteDefaultsDocument, undefined)).rejects.toEqual(
      new QueryStatusError(502),
    );
    expect(asked).toHaveLength(2);
  });

  it('turns the api’s error status into the loader’s, asking once when it is not transient', async () => {
    answers = [
      { status: 200, body: { data: null, errors: [{ message: 'gone', extensions: { status: 404 } }] } },
    ];
    const failure = await queries()
      .queries.run(SiteDefaultsDocument, undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryStatusError);
    expect((failure as QueryStatusError).status).toBe(404);
    expect(asked).toHaveLength(1);
  });
});
