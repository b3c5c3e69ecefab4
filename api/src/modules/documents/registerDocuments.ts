import path from 'node:path';

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

import { PermissionGate } from '../../platform/auth/PermissionGate.js';
import type { FileStorage } from '../../platform/storage/FileStorage.js';
import { FilesystemStorage } from '../../platform/storage/FilesystemStorage.js';
import type { Services } from '../../services.js';
import { documentEditingRoutes } from './documentEditing.routes.js';
import { DocumentEditingService } from './documentEditing.service.js';
import { DocumentEngagementService } from './documentEngagement.service.js';
import { DocumentsRepository } from './documents.repository.js';
import { documentsRoutes } from './documents.routes.js';
import { DocumentWritesRepository } from './documentWrites.repository.js';
import { MAX_IMAGE_BYTES } from './images/imageProcessing.js';
import { DocumentImagesService } from './images/documentImages.service.js';
import { rulesRoutes } from '../rules/rules.routes.js';
import { RulesService } from '../rules/rules.service.js';

/** Reading, writing and illustrating documents, and the rules page staff keep beside them. */
export async function registerDocuments(
  app: FastifyInstance,
  services: Services,
  options: { dataDir: string; storage?: FileStorage | undefined; clock: () => Date },
): Promise<void> {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const reads = new DocumentsRepository(services.database);
  const writes = new DocumentWritesRepository(services.database);
  const storage = options.storage ?? new FilesystemStorage(path.join(options.dataDir, 'uploads'));
  await app.register(documentsRoutes, { documents: services.documents, auth: services.auth });
  const gate = new PermissionGate(services.auth, services.users);
  await app.register(rulesRoutes, { rules: new RulesService(services.database), gate });
  await app.register(documentEditingRoutes, {
    auth: services.auth,
    gate,
    documents: services.documents,
    editing: new DocumentEditingService(reads, writes, services.servers, options.clock),
    engagement: new DocumentEngagementService(reads, writes, options.clock),
    images: new DocumentImagesService(services.database, storage),
  });
}
