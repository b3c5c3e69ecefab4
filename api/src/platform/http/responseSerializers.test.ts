import { tmpdir } from 'node:os';

import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.js';
import { openPglite } from '../../db/client.js';
import { lazySerializers } from './lazySerializers.js';

describe('response serializers', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('compile for every route and status of the api (they are otherwise built on first use)', async () => {
    const database = await openPglite();
    closers.push(() => database.close());
    let routes = 0;
    const app = await buildApp({
      config: {
        dataDir: tmpdir(),
        systemApiToken: 'response-serializers-test',
        logLevel: 'silent',
        logPretty: false,
      },
      database,
      logger: false,
      compileSchemasAtStart: true,
      onRoute: () => (routes += 1),
    });
    closers.push(() => app.close());
    await expect(app.ready()).resolves.toBeDefined();
    expect(routes).toBeGreaterThan(100);
    // Compiling them all is the slow start this file exists to keep out of the other test files.
  }, 240_000);

  it('built on first use still drop what the schema does not declare, on every answer', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers() } } });
    closers.push(() => app.close());
    app.get(
      '/player',
      {
        schema: {
          response: {
            200: { type: 'object', properties: { login: { type: 'string' } }, required: ['login'] },
          },
        },
      },
      () => ({ login: 'steve', passwordHash: 'secret' }),
    );
    for (let answer = 0; answer < 2; answer++) {
      const response = await app.inject({ method: 'GET', url: '/player' });
      expect(response.json()).toEqual({ login: 'steve' });
    }
  });

  it('are the same serializers fastify compiles at start', () => {
    const route = {
      method: 'GET',
      url: '/n',
      httpStatus: '200',
      schema: { type: 'object', properties: { n: { type: 'integer' } } },
    };
    const lazy = lazySerializers()({}, {})(route);
    const eager = SerializerSelector()({}, {})(route);
    for (const document of [{ n: 1 }, { n: '2' }, { n: 3, extra: true }, {}]) {
      expect(lazy(document)).toBe(eager(document));
    }
  });
});
