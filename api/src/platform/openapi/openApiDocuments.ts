import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';

import {
  markOperations,
  READS_ONLY_EXTENSION,
  readsOnlyRoute,
  SAME_WHEN_SIGNED_IN_EXTENSION,
  sameWhenSignedInRoute,
  SHARED_EXTENSION,
  sharedRoute,
  WRITES_OWN_DATA_EXTENSION,
  writesOwnDataRoute,
} from './sharedAnswers.js';
import { pruneUnusedComponents } from './pruneUnusedComponents.js';
import { simplifyNullableRefs } from './simplifyNullableRefs.js';

export const openApiDocuments = [
  { name: 'website', prefix: '/api', title: 'Lodestone website API', file: 'website.json' },
  { name: 'system', prefix: '/api-system', title: 'Lodestone system API', file: 'system.json' },
  { name: 'launcher', prefix: '/api-launcher', title: 'Lodestone launcher API', file: 'launcher.json' },
] as const;

export type OpenApiDocumentName = (typeof openApiDocuments)[number]['name'];

type DocumentGetter = () => Record<string, unknown>;

function decoratorName(name: OpenApiDocumentName): string {
  return `openapi_${name}`;
}

function belongsTo(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

/**
 * One @fastify/swagger instance per prefix, each hiding the routes of the others, so the gateway gets
 * three small documents with full paths. Call before any route is added (swagger collects routes).
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  for (const document of openApiDocuments) {
    // operationIds of this document's routes marked `config: { shared: true }`, for the extension.
    const shared = new Set<string>();
    // ...of those also marked `config: { sameWhenSignedIn: true }`...
    const sameWhenSignedIn = new Set<string>();
    // ...of those marked `config: { readsOnly: true }`...
    const readsOnly = new Set<string>();
    // ...and of those marked `config: { writesOwnData: true }`.
    const writesOwnData = new Set<string>();
    await app.register(fastifySwagger, {
      decorator: decoratorName(document.name),
      openapi: { openapi: '3.0.3', info: { title: document.title, version } },
      // Shared schemas keep their $id as the component name (the default would be def-0, def-1, ...).
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
      transform: ({ schema, url, route }) => {
        // Routes without a schema (static files) arrive with `schema` undefined despite the type.
        const base: FastifySchema = { ...schema };
        const own = belongsTo(url, document.prefix);
        const operationId = (base as { operationId?: unknown }).operationId;
        if (own && sharedRoute(route) && typeof operationId === 'string') shared.add(operationId);
        if (own && sameWhenSignedInRoute(route) && typeof operationId === 'string')
          sameWhenSignedIn.add(operationId);
        if (own && readsOnlyRoute(route) && typeof operationId === 'string') readsOnly.add(operationId);
        if (own && writesOwnDataRoute(route) && typeof operationId === 'string')
          writesOwnData.add(operationId);
        return { schema: own ? base : { ...base, hide: true }, url };
      },
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        const marks: [ReadonlySet<string>, string][] = [
          [shared, SHARED_EXTENSION],
          [sameWhenSignedIn, SAME_WHEN_SIGNED_IN_EXTENSION],
          [readsOnly, READS_ONLY_EXTENSION],
          [writesOwnData, WRITES_OWN_DATA_EXTENSION],
        ];
        return marks.reduce(
          (marked, [ids, extension]) => markOperations(marked, ids, extension),
          simplifyNullableRefs(pruneUnusedComponents(documentObject.openapiObject)),
        );
      },
    });
  }
}

export function openApiDocument(app: FastifyInstance, name: OpenApiDocumentName): Record<string, unknown> {
  return app.getDecorator<DocumentGetter>(decoratorName(name))();
}

/** GET <prefix>/openapi.json for each document, kept out of the documents themselves. */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  for (const document of openApiDocuments) {
    app.get(`${document.prefix}/openapi.json`, { schema: { hide: true } }, () =>
      openApiDocument(app, document.name),
    );
  }
}
