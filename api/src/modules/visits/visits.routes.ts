import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { REFERRAL_CODE_PATTERN } from '../referrals/index.js';
import type { DownloadsService } from './downloads.service.js';
import { DownloadCounted, DownloadRequest, LauncherDownloads } from './visits.schemas.js';

/** docs/product.md#launcher-download: where the installers are and how downloads are counted. */
export const visitsRoutes: FastifyPluginAsyncTypebox<{ downloads: DownloadsService }> = async (
  app,
  { downloads },
) => {
  app.get(
    '/api/visits/download',
    {
      schema: {
        operationId: 'launcherDownloads',
        summary: "The launcher's installers, one per system",
        tags: ['visits'],
        response: { 200: ref(LauncherDownloads), ...errorResponses() },
      },
    },
    () => ({ installers: downloads.installers() }),
  );

  app.post(
    '/api/visits/download',
    {
      schema: {
        operationId: 'countLauncherDownload',
        summary: 'Counts a download of the launcher, once per visitor and system a day',
        tags: ['visits'],
        body: ref(DownloadRequest),
        response: { 200: ref(DownloadCounted), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    // trustProxy: the address the web server and gateway forwarded in X-Forwarded-For.
    async (request) => ({ counted: await downloads.count(request.body.system, request.ip, null) }),
  );

  app.post(
    '/api/referral/download/:code',
    {
      schema: {
        operationId: 'countReferralLauncherDownload',
        summary:
          'Counts a download of the launcher by a visitor who came by an invitation link (`/r/{code}`)',
        tags: ['visits'],
        params: Type.Object({ code: Type.String({ pattern: REFERRAL_CODE_PATTERN }) }),
        body: ref(DownloadRequest),
        response: { 200: ref(DownloadCounted), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    async (request) => ({
      counted: await downloads.count(request.body.system, request.ip, request.params.code),
    }),
  );
  return Promise.resolve();
};
