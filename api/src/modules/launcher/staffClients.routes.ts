import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { auditActor, type AuditLog } from '../../platform/audit/AuditLog.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import {
  StaffLauncherArchiveBody,
  StaffLauncherClient,
  StaffLauncherClients,
  StaffLauncherFileSet,
  StaffLauncherFolderInput,
  StaffLauncherPublishInput,
  StaffLauncherRollbackInput,
} from './staffClients.schemas.js';
import type { StaffClientsService } from './staffClients.service.js';

/** The launcher's admin permission also publishes its clients: both decide what runs on players' machines. */
export const MANAGE_CLIENTS = 'launcher.admin';

export interface StaffClientsOptions {
  clients: StaffClientsService;
  audit: AuditLog;
}

const FILE_ERRORS = errorResponses(
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
);

export const staffClientsRoutes: FastifyPluginAsyncTypebox<StaffClientsOptions> = async (
  app,
  { clients, audit },
) => {
  app.get(
    '/api/staff/launcher/clients',
    {
      config: { permission: MANAGE_CLIENTS },
      schema: {
        operationId: 'staffLauncherClients',
        summary: 'Launcher clients per server with every version they had (launcher.admin)',
        tags: ['staff'],
        response: { 200: ref(StaffLauncherClients), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async () => clients.list(),
  );

  app.post(
    '/api/staff/launcher/files/upload',
    {
      config: { permission: MANAGE_CLIENTS },
      schema: {
        operationId: 'uploadLauncherClientArchive',
        summary: "Stores a ZIP archive's files for a new client version; answers them for the form",
        tags: ['staff'],
        consumes: ['multipart/form-data'],
        body: StaffLauncherArchiveBody,
        response: { 200: ref(StaffLauncherFileSet), ...FILE_ERRORS },
      },
    },
    async (request) => {
      const { file } = request.body;
      if (file.type !== 'file') {
        throw new AppError('VALIDATION_FAILED', { en: 'Send a ZIP archive', ru: 'Пришлите ZIP-архив' });
      }
      return clients.fromArchive(await file.toBuffer());
    },
  );

  app.post(
    '/api/staff/launcher/files/folder',
    {
      config: { permission: MANAGE_CLIENTS },
      schema: {
        operationId: 'readLauncherClientFolder',
        summary: 'Stores the files of a client folder under the configured root (LAUNCHER_CLIENTS_ROOT)',
        tags: ['staff'],
        body: ref(StaffLauncherFolderInput),
        response: { 200: ref(StaffLauncherFileSet), ...FILE_ERRORS },
      },
    },
    async (request) => clients.fromFolder(request.body.folder),
  );

  app.post(
    '/api/staff/launcher/clients/publish',
    {
      config: { permission: MANAGE_CLIENTS },
      schema: {
        operationId: 'publishLauncherClient',
        summary: 'Checks the version data against the stored files, records the version and serves it',
        tags: ['staff'],
        body: ref(StaffLauncherPublishInput),
        response: {
          200: ref(StaffLauncherClient),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const { client, versionId, source } = await clients.publish(request.body, staff.userId);
      const version = client.versions.find((entry) => entry.id === versionId);
      await audit.record(auditActor(request, staff), {
        action: 'launcher.clients.publish',
        target: `client:${client.slug}`,
        after: { version: version?.version, files: version?.fileCount, source },
      });
      return client;
    },
  );

  app.post(
    '/api/staff/launcher/clients/rollback',
    {
      config: { permission: MANAGE_CLIENTS },
      schema: {
        operationId: 'rollbackLauncherClient',
        summary: 'Serves a recorded version of a client again (an older one: a roll back)',
        tags: ['staff'],
        body: ref(StaffLauncherRollbackInput),
        response: {
          200: ref(StaffLauncherClient),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const { change, client } = await clients.rollback(request.body.slug, request.body.versionId);
      await audit.record(auditActor(request, staff), {
        action: 'launcher.clients.rollback',
        target: `client:${request.body.slug}`,
        before: { version: change.before },
        after: { version: change.after },
      });
      return client;
    },
  );
  return Promise.resolve();
};
