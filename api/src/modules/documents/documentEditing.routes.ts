import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { PermissionGate } from '../../platform/auth/PermissionGate.js';
import { signedInUser, staffUser, visitorOrUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import type { Locale } from '../../platform/locale.js';
import { ref } from '../../platform/schemaRef.js';
import { Done } from '../accounts/index.js';
import { CREATE, EDIT, type DocumentEditingService } from './documentEditing.service.js';
import {
  DocumentIdInput,
  DocumentLikeResult,
  DocumentSource,
  EditDocumentInput,
  GeneratedDocumentId,
  NewDocumentInput,
  StopwatchInput,
  UploadedImage,
} from './documentEditing.schemas.js';
import type { DocumentEngagementService } from './documentEngagement.service.js';
import { Document } from './documents.schemas.js';
import type { DocumentsService } from './documents.service.js';
import { unsupportedFileType } from './images/imageProcessing.js';
import type { DocumentImagesService } from './images/documentImages.service.js';

export interface DocumentEditingRoutesOptions {
  gate: PermissionGate;
  documents: DocumentsService;
  editing: DocumentEditingService;
  engagement: DocumentEngagementService;
  images: DocumentImagesService;
}

// A document's two translations of Tiptap JSON can be long; the global limit is 1 MiB.
const DOCUMENT_BODY_LIMIT = 4 * 1024 * 1024;

const ImageUploadBody = Type.Object({
  file: Type.Unsafe<MultipartFile | MultipartValue>({
    isFile: true,
    description: 'JPEG, PNG, WebP, GIF or AVIF, 10 MB at most',
  }),
});

export const documentEditingRoutes: FastifyPluginAsyncTypebox<DocumentEditingRoutesOptions> = async (
  app,
  { gate, documents, editing, engagement, images },
) => {
  const written = (id: number, locale: Locale, userId: number) => documents.one({ id }, locale, userId);

  app.get(
    '/api/document/generate-id',
    {
      config: { permission: CREATE },
      schema: {
        operationId: 'generateDocumentId',
        summary: 'Reserves the id of a document being written, so its images can be uploaded first',
        tags: ['documents'],
        response: { 200: ref(GeneratedDocumentId), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async (request) => ({ id: await editing.generateId(staffUser(request)) }),
  );

  app.get(
    '/api/document/source',
    {
      config: { permission: EDIT },
      schema: {
        operationId: 'documentSource',
        summary: 'A document as stored, in both languages, for the editor',
        tags: ['documents'],
        querystring: DocumentIdInput,
        response: { 200: ref(DocumentSource), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (request) => editing.source(staffUser(request), request.query.id),
  );

  app.post(
    '/api/document/new',
    {
      config: { permission: CREATE },
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        operationId: 'createDocument',
        summary: 'Publishes a news item, mod or server page (permission web.documents.create)',
        tags: ['documents'],
        body: ref(NewDocumentInput),
        response: {
          200: ref(Document),
          ...errorResponses(
            'UNAUTHORIZED',
            'FORBIDDEN',
            'VALIDATION_FAILED',
            'CONFLICT',
            'PAYLOAD_TOO_LARGE',
          ),
        },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const id = await editing.create(user, request.body);
      return written(id, request.locale, user.userId);
    },
  );

  app.post(
    '/api/document/edit',
    {
      config: { permission: EDIT },
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        operationId: 'editDocument',
        summary: 'Saves a changed document (permission web.documents.edit); the history keeps each version',
        tags: ['documents'],
        body: ref(EditDocumentInput),
        response: {
          200: ref(Document),
          ...errorResponses(
            'UNAUTHORIZED',
            'FORBIDDEN',
            'VALIDATION_FAILED',
            'NOT_FOUND',
            'CONFLICT',
            'PAYLOAD_TOO_LARGE',
          ),
        },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const id = await editing.edit(user, request.body);
      return written(id, request.locale, user.userId);
    },
  );

  app.post(
    '/api/document/delete',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteDocument',
        summary: 'Deletes a document (web.documents.delete, or its own author)',
        tags: ['documents'],
        body: ref(DocumentIdInput),
        response: {
          200: ref(Done),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      await editing.delete(await gate.of(signedInUser(request)), request.body.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/document/like',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'likeDocument',
        summary: 'Likes the document, or takes the like back',
        tags: ['documents'],
        body: ref(DocumentIdInput),
        response: { 200: ref(DocumentLikeResult), ...errorResponses('UNAUTHORIZED', 'NOT_FOUND') },
      },
    },
    async (request) => engagement.toggleLike(request.body.id, signedInUser(request).userId),
  );

  app.post(
    '/api/document/stopwatch',
    {
      schema: {
        operationId: 'documentStopwatch',
        summary: 'Records how long the page was read; feeds the read count and the average time',
        tags: ['documents'],
        body: ref(StopwatchInput),
        response: { 200: ref(Done), ...errorResponses('VALIDATION_FAILED', 'NOT_FOUND', 'UNAUTHORIZED') },
      },
    },
    async (request) => {
      const viewer = visitorOrUser(request);
      await engagement.recordRead(request.body.id, request.body.seconds, {
        userId: viewer?.userId ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/document/image/context/original/:id/upload',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'uploadDocumentImage',
        summary: 'Uploads an image for a document (or a reserved id); answers its resized variants',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        params: DocumentIdInput,
        body: ImageUploadBody,
        response: {
          200: ref(UploadedImage),
          ...errorResponses(
            'UNAUTHORIZED',
            'FORBIDDEN',
            'NOT_FOUND',
            'VALIDATION_FAILED',
            'UNSUPPORTED_FILE_TYPE',
            'UPLOAD_FAILED',
            'PAYLOAD_TOO_LARGE',
          ),
        },
      },
    },
    async (request) => {
      const user = await gate.of(signedInUser(request));
      await editing.assertCanUploadFor(user, request.params.id);
      const { file } = request.body;
      if (file.type !== 'file') throw unsupportedFileType();
      return images.upload(request.params.id, user.userId, await file.toBuffer());
    },
  );
  return Promise.resolve();
};
