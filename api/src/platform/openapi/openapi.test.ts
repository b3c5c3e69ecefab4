import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp, type App } from '../../app.js';
import { offlineDatabase } from '../../db/offlineDatabase.js';

// Each document must hold these (and only paths under its own prefix); features add more.
const expected = {
  website: {
    prefix: '/api',
    operations: [
      'main',
      'documents',
      'document',
      'servers',
      'redirectRule',
      'referralAlias',
      'registerReferralVisit',
    ],
  },
  system: {
    prefix: '/api-system',
    operations: [
      'systemStatus',
      'reportServerOnline',
      'redirectRules',
      'saveRedirectRule',
      'deleteRedirectRule',
    ],
  },
  launcher: { prefix: '/api-launcher', operations: ['launcherClients'] },
};

interface OpenApiDoc {
  info: { title: string; version: string };
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { title?: string }> };
}

// Built without a database: the export must not need one.
let app: App;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  app = await buildApp({
    config: { dataDir: '/nonexistent', systemApiToken: 'unused-token', logLevel: 'silent', logPretty: false },
    database: offlineDatabase(),
    logger: false,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI documents', () => {
  for (const [name, { prefix, operations }] of Object.entries(expected)) {
    it(`serves ${prefix}/openapi.json with its operations and no other document's (${name})`, async () => {
      const response = await app.inject({ method: 'GET', url: `${prefix}/openapi.json` });
      expect(response.statusCode).toBe(200);
      const doc = response.json<OpenApiDoc>();
      expect(doc.info.title).toMatch(/^Lodestone/);
      const found = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.values(methods).map((operation) => ({ path, operation })),
      );
      const ids = found.map(({ operation }) => operation.operationId);
      expect(ids).toEqual(expect.arrayContaining(operations));
      // operationIds become GraphQL field names in one schema: unique across all three documents.
      expect(new Set(ids).size).toBe(ids.length);
      for (const { path, operation } of found) {
        expect(path.startsWith(`${prefix}/`), path).toBe(true);
        expect(Object.keys(operation.responses)).toContain('200');
        expect(Object.keys(operation.responses)).toContain('500');
      }
      for (const [schemaName, schema] of Object.entries(doc.components.schemas)) {
        expect(schema.title, schemaName).toBe(schemaName);
      }
      expect(JSON.stringify(doc)).not.toMatch(/def-\d/);
    });
  }

  it('declares a response schema and an operationId on every visible route', () => {
    const visible = routes.filter(
      (route) => route.schema?.hide !== true && !route.url.startsWith('/uploads'),
    );
    expect(visible.length).toBeGreaterThanOrEqual(7);
    for (const route of visible) {
      const label = `${String(route.method)} ${route.url}`;
      expect(route.schema?.operationId, label).toEqual(expect.any(String));
      const responses = Object.keys(route.schema?.response ?? {});
      expect(responses, label).toEqual(expect.arrayContaining(['200', '500']));
    }
  });
});

describe('error bodies without a database', () => {
  it('answers unknown routes with a 404 ApiError', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nope?x=1',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error_code: 3,
      error_message: 'Not found',
      details: { description: 'No route GET /api/nope' },
    });
  });

  it('hides internals of a failure behind a 500 ApiError', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/main' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error_code: 500,
      error_message: 'Внутренняя ошибка сервера',
      details: { description: 'Внутренняя ошибка сервера' },
    });
  });
});
