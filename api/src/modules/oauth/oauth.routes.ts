import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { signInRequired } from '../../platform/auth/AuthService.js';
import { signedInUser, visitorOrUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { AuthResponse, Done, sessionMetaOf } from '../accounts/index.js';
import {
  AuthorizationUpdateBody,
  CabinetAuthorization,
  OauthCallbackBody,
  OauthProviders,
  OauthRegisterBody,
  OauthResult,
  OauthStart,
  OauthStartBody,
  ProviderParams,
} from './oauth.schemas.js';
import type { OauthService } from './oauth.service.js';

export const oauthRoutes: FastifyPluginAsyncTypebox<{ oauth: OauthService }> = async (app, { oauth }) => {
  app.get(
    '/api/user/oauth/providers',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'oauthProviders',
        summary: 'The identity providers this site is set up for',
        tags: ['oauth'],
        response: { 200: ref(OauthProviders), ...errorResponses() },
      },
    },
    () => ({ providers: oauth.enabled() }),
  );

  app.post(
    '/api/user/oauth/:provider/start',
    {
      schema: {
        operationId: 'startOauth',
        summary: "The provider's sign-in address, with state and PKCE (10 minutes)",
        tags: ['oauth'],
        params: ProviderParams,
        body: ref(OauthStartBody),
        response: { 200: ref(OauthStart), ...errorResponses('NOT_FOUND', 'UNAUTHORIZED') },
      },
    },
    async (request) => {
      // Linking needs the signed-in user; a sign-in or sign-up starts as a visitor, whatever it sends.
      const linking = request.body.purpose === 'link';
      const user = linking ? visitorOrUser(request) : null;
      if (linking && user === null) throw signInRequired();
      return oauth.start(
        request.params.provider,
        request.body.purpose,
        user?.userId ?? null,
        request.body.returnTo,
      );
    },
  );

  app.post(
    '/api/user/oauth/:provider',
    {
      schema: {
        operationId: 'completeOauth',
        summary: 'The callback: signs in, links, or asks for a nickname on the first sign-in',
        tags: ['oauth'],
        params: ProviderParams,
        body: ref(OauthCallbackBody),
        response: {
          200: ref(OauthResult),
          ...errorResponses('VALIDATION_FAILED', 'CONFLICT', 'PENDING_2FA', 'UNAUTHORIZED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const user = visitorOrUser(request, { staleAsVisitor: true });
      const { state, code, deviceId, openid } = request.body;
      const outcome = await oauth.complete(
        request.params.provider,
        state,
        { code, deviceId, openid },
        user?.userId ?? null,
        sessionMetaOf(request, 'site'),
      );
      return outcome;
    },
  );

  app.post(
    '/api/user/oauth/:provider/register',
    {
      schema: {
        operationId: 'registerWithOauth',
        summary: 'First sign-in through a provider: creates the account with the chosen nickname',
        tags: ['oauth'],
        params: ProviderParams,
        body: ref(OauthRegisterBody),
        response: { 200: ref(AuthResponse), ...errorResponses('VALIDATION_FAILED', 'CONFLICT') },
      },
    },
    async (request) =>
      oauth.register(
        request.params.provider,
        request.body.token,
        request.body.login,
        sessionMetaOf(request, 'site'),
      ),
  );

  app.post(
    '/api/user/oauth/:provider/unlink',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'unlinkOauth',
        summary: 'Removes a provider; refused when it is the only way to sign in (docs/product.md#oauth)',
        tags: ['oauth'],
        params: ProviderParams,
        response: { 200: ref(Done), ...errorResponses('UNAUTHORIZED', 'CONFLICT') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await oauth.unlink(userId, request.params.provider);
      return { success: true };
    },
  );

  app.get(
    '/api/cabinet/authorization',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cabinetAuthorization',
        summary: 'Ways to sign in: password and email, and each identity provider',
        tags: ['cabinet'],
        response: { 200: ref(CabinetAuthorization), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => oauth.authorization(signedInUser(request).userId),
  );

  app.post(
    '/api/cabinet/authorization/update',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'updateCabinetAuthorization',
        summary: 'Shows or hides a linked account on the public profile',
        tags: ['cabinet'],
        body: ref(AuthorizationUpdateBody),
        response: {
          200: ref(CabinetAuthorization),
          ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request) =>
      oauth.update(signedInUser(request).userId, request.body.provider, request.body.shownOnProfile),
  );
  return Promise.resolve();
};
