import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { assertHuman, type CaptchaCheck, Done } from '../accounts/index.js';
import {
  ResetCodeBody,
  ResetPasswordBody,
  ResetRequestBody,
  ResetStatus,
  RestoreBody,
} from './recovery.schemas.js';
import type { RecoveryService } from './recovery.service.js';

export const recoveryRoutes: FastifyPluginAsyncTypebox<{
  recovery: RecoveryService;
  captcha: CaptchaCheck;
}> = async (app, { recovery, captcha }) => {
  app.post(
    '/api/user/reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Mails a single-use reset link; answers the same whether or not the address has an account',
        tags: ['recovery'],
        body: ref(ResetRequestBody),
        response: { 200: ref(Done), ...errorResponses('VALIDATION_FAILED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      await assertHuman(captcha, request.body.recaptcha, request.ip);
      await recovery.requestByEmail(request.body.email, request.locale, request.ip);
      return { success: true };
    },
  );

  app.post(
    '/api/user/restore',
    {
      schema: {
        operationId: 'restoreAccount',
        summary: "Account restore: mails the reset link to the account's address, found by nickname or email",
        tags: ['recovery'],
        body: ref(RestoreBody),
        response: { 200: ref(Done), ...errorResponses('VALIDATION_FAILED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      await assertHuman(captcha, request.body.recaptcha, request.ip);
      await recovery.requestByLogin(request.body.login, request.locale, request.ip);
      return { success: true };
    },
  );

  app.post(
    '/api/user/reset/status',
    {
      schema: {
        operationId: 'passwordResetStatus',
        summary: 'Whether a reset code is still good, and whose account it opens',
        tags: ['recovery'],
        body: ref(ResetCodeBody),
        response: { 200: ref(ResetStatus), ...errorResponses('RATE_LIMITED') },
      },
    },
    async (request) => recovery.status(request.body.code, request.ip),
  );

  app.post(
    '/api/user/reset/update-password',
    {
      schema: {
        operationId: 'resetPassword',
        summary: 'Sets a new password with a reset code (once); every session of the account ends',
        tags: ['recovery'],
        body: ref(ResetPasswordBody),
        response: { 200: ref(Done), ...errorResponses('VALIDATION_FAILED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const { code, password, passwordConfirmation } = request.body;
      await recovery.resetPassword(code, password, passwordConfirmation, request.locale, request.ip);
      return { success: true };
    },
  );
  return Promise.resolve();
};
