import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { lazyValidators } from './lazyValidators.js';

/** The same little api with fastify's own validators and with the lazy ones. */
async function appWith(lazy: boolean) {
  const app = Fastify(
    lazy ? { schemaController: { compilersFactory: { buildValidator: lazyValidators() } } } : {},
  );
  app.addSchema({ $id: 'Amount', type: 'integer', minimum: 1, maximum: 100 });
  app.post(
    '/transfer/:server',
    {
      schema: {
        params: {
          type: 'object',
          properties: { server: { type: 'string', minLength: 3 } },
          required: ['server'],
        },
        querystring: { type: 'object', properties: { page: { type: 'integer', default: 1 } } },
        headers: { type: 'object', properties: { 'x-server-token': { type: 'string', minLength: 4 } } },
        body: {
          type: 'object',
          properties: { amount: { $ref: 'Amount#' }, note: { type: 'string', default: 'none' } },
          required: ['amount'],
          additionalProperties: false,
        },
      },
    },
    (request) => ({ params: request.params, query: request.query, body: request.body }),
  );
  await app.ready();
  return app;
}

describe('request validators compiled on first use', () => {
  const apps: Awaited<ReturnType<typeof appWith>>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('answer every request exactly as fastify’s own validators do: coercion, defaults, shared schemas, errors', async () => {
    const eager = await appWith(false);
    const lazy = await appWith(true);
    apps.push(eager, lazy);
    const requests = [
      { url: '/transfer/hitech?page=3', body: { amount: 5 } },
      { url: '/transfer/hitech', body: { amount: 5, note: 'gift' } },
      { url: '/transfer/hi', body: { amount: 5 } },
      { url: '/transfer/hitech?page=x', body: { amount: 5 } },
      { url: '/transfer/hitech', body: { amount: 0 } },
      { url: '/transfer/hitech', body: { amount: 5, extra: true } },
      { url: '/transfer/hitech', body: {} },
      { url: '/transfer/hitech', body: { amount: 5 }, headers: { 'X-Server-Token': 'ab' } },
      { url: '/transfer/hitech', body: { amount: 5 }, headers: { 'x-server-token': 'abcd' } },
    ];
    // Twice: the first request compiles, the second uses what was compiled.
    for (const round of [1, 2]) {
      for (const request of requests) {
        const answers = await Promise.all(
          [eager, lazy].map((app) =>
            app.inject({
              method: 'POST',
              url: request.url,
              payload: request.body,
              headers: request.headers ?? {},
            }),
          ),
        );
        const [fromEager, fromLazy] = answers.map((answer) => ({
          status: answer.statusCode,
          body: answer.json<unknown>(),
        }));
        expect(fromLazy, `${request.url} ${JSON.stringify(request.body)} (round ${round})`).toEqual(
          fromEager,
        );
      }
    }
  });

  it('refuse at start a header schema that names a header in capitals (fastify would not lower-case it)', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildValidator: lazyValidators() } } });
    apps.push(app);
    app.get(
      '/claim',
      { schema: { headers: { type: 'object', properties: { 'X-Server-Token': { type: 'string' } } } } },
      () => ({}),
    );
    await expect(app.ready()).rejects.toThrow(/X-Server-Token/);
  });
});
