// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SiteDefaultsDocument } from '../../generated/graphql';
import { startStandInGateway, type StandInGateway } from '../../testing/standInGateway';
import { createApolloCache } from './createApolloClient';
import { createServerQueries } from './serverQueries.server';
import { QueryStatusError } from './serverQueriesContext';

let gateway: StandInGateway;
beforeAll(async () => {
  gateway = await startStandInGateway();
});
afterAll(() => gateway.close());

const DEFAULTS = {
  main: {
    __typename: 'MainPage',
    defaults: { __typename: 'MainDefaults', language: 'en', region: 'global' },
  },
};

function queries() {
  const cache = createApolloCache();
  const headers = { 'access-id': 'abc', 'accept-language': 'en' };
  return { cache, queries: createServerQueries({ cache, uri: gateway.url, headers }) };
}

describe('createServerQueries', () => {
  it('asks as Apollo’s HttpLink does and leaves the answer in the request’s cache', async () => {
    gateway.answerWith({ status: 200, body: { data: DEFAULTS } });
    const { cache, queries: loader } = queries();
    expect(await loader.run(SiteDefaultsDocument, undefined)).toEqual(DEFAULTS);
    expect(cache.readQuery({ query: SiteDefaultsDocument })).toEqual(DEFAULTS);
    const [call] = gateway.asked;
    expect(call?.headers['access-id']).toBe('abc');
    expect(call?.headers['accept-language']).toBe('en');
    expect(call?.body.operationName).toBe('SiteDefaults');
    expect(call?.body.query).toContain('__typename');
  });

  it('asks once for the same query asked twice at once', async () => {
    gateway.answerWith({ status: 200, body: { data: DEFAULTS } });
    const { queries: loader } = queries();
    const [first, second] = await Promise.all([
      loader.run(SiteDefaultsDocument, undefined),
      loader.run(SiteDefaultsDocument, undefined),
    ]);
    expect(first).toEqual(second);
    expect(gateway.asked).toHaveLength(1);
  });

  it('tries a read once more on a transient status, as the browser’s link does', async () => {
    gateway.answerWith(
      { status: 200, body: { data: null, errors: [{ message: 'busy', extensions: { status: 503 } }] } },
      { status: 200, body: { data: DEFAULTS } },
    );
    expect(await queries().queries.run(SiteDefaultsDocument, undefined)).toEqual(DEFAULTS);
    expect(gateway.asked).toHaveLength(2);

    gateway.answerWith({ status: 502, body: 'Bad gateway' });
    await expect(queries().queries.run(SiteDefaultsDocument, undefined)).rejects.toEqual(
      new QueryStatusError(502),
    );
    expect(gateway.asked).toHaveLength(2);
  });

  it('turns the api’s error status into the loader’s, asking once when it is not transient', async () => {
    gateway.answerWith({
      status: 200,
      body: { data: null, errors: [{ message: 'gone', extensions: { status: 404 } }] },
    });
    const failure = await queries()
      .queries.run(SiteDefaultsDocument, undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryStatusError);
    expect((failure as QueryStatusError).status).toBe(404);
    expect(gateway.asked).toHaveLength(1);
  });
});
