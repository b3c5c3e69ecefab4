import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { AuthResponse, Done } from '../accounts/index.js';
import {
  TwoFactorConfirmBody,
  TwoFactorLink,
  TwoFactorLinkBody,
  TwoFactorSettings,
} from './twoFactor.schemas.js';
import type { TwoFactorService } from './twoFactor.service.js';

export const twoFactorRoutes: FastifyPluginAsyncTypebox<{
  twoFactor: TwoFactorService;
}> = async (app, { twoFactor }) => {
  app.get(
    '/api/user/settings/2fa',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'twoFactorSettings',
        summary: 'Whether sign-in is confirmed through a bot, which one, and which bots are on',
        tags: ['2fa'],
        response: { 200: ref(TwoFactorSettings), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => twoFactor.settings(signedInUser(request).userId),
  );

  app.post(
    '/api/user/settings/2fa/link',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'startTwoFactorLink',
        summary: 'A one-time deep link (10 minutes) to the Telegram or VK bot that links it to the account',
        tags: ['2fa'],
        body: ref(TwoFactorLinkBody),
        response: { 200: ref(TwoFactorLink), ...errorResponses('UNAUTHORIZED', 'CONFLICT') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return twoFactor.startLink(userId, request.body.type === 2 ? 2 : 1);
    },
  );

  app.post(
    '/api/user/settings/2fa/unlink',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'unlinkTwoFactor',
        summary: 'Turns the second factor off',
        tags: ['2fa'],
        response: { 200: ref(Done), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await twoFactor.unlink(userId, request.ip);
      return { success: true };
    },
  );

  app.post(
    '/api/user/auth/2fa',
    {
      schema: {
        operationId: 'confirmTwoFactor',
        summary: 'Completes a -7 sign-in: after Confirm in the bot (poll without a code) or with its code',
        tags: ['2fa'],
        body: ref(TwoFactorConfirmBody),
        response: {
          200: ref(AuthResponse),
          ...errorResponses('SILENT', 'VALIDATION_FAILED', 'FORBIDDEN', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => twoFactor.confirm(request.body.challenge, request.body.code, request.locale),
  );
  return Promise.resolve();
};
