import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { CoverKindSchema, CoverOptions, SiteThemes } from './looks.schemas.js';
import type { ThemesService } from './themes.service.js';

export interface ThemesRoutesOptions {
  themes: ThemesService;
}

const catalogueId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });

/** docs/product.md#looks: `cabinet/theme`, `cabinet/theme/set/{id}`, `cabinet/profile-theme/{art|glow|style}[/set/{id}]`. */
export const themesRoutes: FastifyPluginAsyncTypebox<ThemesRoutesOptions> = async (app, { themes }) => {
  const setErrors = errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED');
  app.get(
    '/api/cabinet/theme',
    {
      config: { auth: 'required', sessions: ['site', 'launcher'] },
      schema: {
        operationId: 'siteThemes',
        summary: 'The site themes with their colours, which are locked, and the chosen one',
        tags: ['looks'],
        response: { 200: ref(SiteThemes), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => themes.themes(signedInUser(request).userId),
  );

  app.post(
    '/api/cabinet/theme/set/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'setSiteTheme',
        summary: 'Chooses the site theme the player sees the whole site in',
        tags: ['looks'],
        params: Type.Object({ id: catalogueId }),
        response: { 200: ref(SiteThemes), ...setErrors },
      },
    },
    async (request) => themes.setTheme(signedInUser(request).userId, request.params.id),
  );

  app.get(
    '/api/cabinet/profile-theme/:kind',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'coverOptions',
        summary: 'The profile covers of one kind (art, glow, style) and the chosen cover',
        tags: ['looks'],
        params: Type.Object({ kind: ref(CoverKindSchema) }),
        response: { 200: ref(CoverOptions), ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED') },
      },
    },
    async (request) => themes.covers(signedInUser(request).userId, request.params.kind),
  );

  app.post(
    '/api/cabinet/profile-theme/:kind/set/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'setCover',
        summary: 'Chooses the cover shown on the public profile',
        tags: ['looks'],
        params: Type.Object({ kind: ref(CoverKindSchema), id: catalogueId }),
        response: { 200: ref(CoverOptions), ...setErrors },
      },
    },
    async (request) => themes.setCover(signedInUser(request).userId, request.params.kind, request.params.id),
  );
  return Promise.resolve();
};
