import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { visitorOrUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { ModTagList } from './documentEditing.schemas.js';
import { Document, DocumentPage, DocumentTarget } from './documents.schemas.js';
import { MAX_PER_PAGE, type DocumentsService } from './documents.service.js';

const DocumentsQuery = Type.Object({
  target: ref(DocumentTarget),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: 10 })),
  tag: Type.Optional(
    Type.String({ minLength: 1, maxLength: 32, description: 'Only documents with this tag' }),
  ),
  search: Type.Optional(
    Type.String({ minLength: 2, maxLength: 100, description: 'Words in the title or summary' }),
  ),
});

const DocumentQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  slug: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const documentsRoutes: FastifyPluginAsyncTypebox<{
  documents: DocumentsService;
}> = async (app, { documents }) => {
  app.get(
    '/api/documents',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'documents',
        summary: 'A page of news, mods or server documents, newest first; by tag or words',
        tags: ['documents'],
        querystring: DocumentsQuery,
        response: { 200: ref(DocumentPage), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    (request) => {
      const { target, page = 1, perPage = 10, tag, search } = request.query;
      return documents.page(
        { target, tag: tag?.toLowerCase(), search: search?.trim() },
        page,
        perPage,
        request.locale,
      );
    },
  );

  app.get(
    '/api/document',
    {
      config: { shared: true },
      schema: {
        operationId: 'document',
        summary: 'One document by id or slug, in the requested language when it exists',
        tags: ['documents'],
        querystring: DocumentQuery,
        response: { 200: ref(Document), ...errorResponses('VALIDATION_FAILED', 'NOT_FOUND', 'UNAUTHORIZED') },
      },
    },
    async (request) => {
      const viewer = visitorOrUser(request);
      return documents.one(request.query, request.locale, viewer?.userId ?? null);
    },
  );

  app.get(
    '/api/mod/tags',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'modTags',
        summary: 'Tags of the mod catalogue with how many mods carry each',
        tags: ['documents'],
        response: { 200: ref(ModTagList), ...errorResponses() },
      },
    },
    async () => ({ items: await documents.modTags() }),
  );
  return Promise.resolve();
};
