import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { assertHuman, type CaptchaCheck } from './accounts.routes.js';
import { AuthResponse, LauncherLoginBody } from './accounts.schemas.js';
import { sessionMetaOf, type AccountsService } from './accounts.service.js';

export interface LauncherAuthRoutesOptions {
  accounts: AccountsService;
  captcha: CaptchaCheck;
}

/** Sign-in from the launcher: its sessions are marked `launcher` and carry the machine's system data. */
export const launcherAuthRoutes: FastifyPluginAsyncTypebox<LauncherAuthRoutesOptions> = async (
  app,
  options,
) => {
  const { accounts, captcha } = options;

  app.post(
    '/api-launcher/auth',
    {
      config: { sessions: ['launcher'] },
      schema: {
        operationId: 'launcherLogin',
        summary: 'Signs in from the launcher ({login, password, recaptcha, systemData})',
        tags: ['launcher'],
        body: ref(LauncherLoginBody),
        response: {
          200: ref(AuthResponse),
          ...errorResponses('INVALID_CREDENTIALS', 'PENDING_2FA', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const { body } = request;
      await assertHuman(captcha, body.recaptcha, request.ip);
      return accounts.login(
        body.login.trim(),
        body.password,
        sessionMetaOf(request, 'launcher', { systemData: body.systemData }),
        'captcha',
      );
    },
  );

  app.post(
    '/api-launcher/auth/token',
    {
      config: { auth: 'required', sessions: ['launcher'] },
      schema: {
        operationId: 'launcherRefreshAuth',
        summary: "The launcher's signed-in state for its stored credentials ({systemData})",
        tags: ['launcher'],
        body: Type.Object(
          { systemData: Type.Optional(Type.Record(Type.String(), Type.Unknown())) },
          { title: 'LauncherTokenBody' },
        ),
        response: { 200: ref(AuthResponse), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const accessToken = String(request.headers['access-token']).trim();
      return accounts.authResponse(user.userId, { accessId: user.sessionId, accessToken });
    },
  );
  return Promise.resolve();
};
