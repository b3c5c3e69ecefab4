import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { StaffCatalogueService } from './staffCatalogue.service.js';
import { StaffStoreCatalogue, StaffStoreRoleInput } from './staffStore.schemas.js';

export interface StaffStoreRoutesOptions {
  catalogue: StaffCatalogueService;
}

export const STORE_MANAGE = 'store.manage';

/** Staff (store.manage): the catalogue per server (the delivery timeline is the delivery module's). */
export const staffStoreRoutes: FastifyPluginAsyncTypebox<StaffStoreRoutesOptions> = (app, options) => {
  const { catalogue } = options;

  app.get(
    '/api/staff/store/catalogue',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffStoreCatalogue',
        summary: "Staff (store.manage): a server's roles, on sale or not, in both languages",
        tags: ['staff'],
        querystring: Type.Object({ server: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }),
        response: { 200: ref(StaffStoreCatalogue), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      return catalogue.list(request.query.server);
    },
  );

  app.post(
    '/api/staff/store/roles',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffSaveStoreRole',
        summary: 'Staff (store.manage): creates a role (no id) or rewrites it whole, kits included',
        tags: ['staff'],
        body: ref(StaffStoreRoleInput),
        response: {
          200: ref(StaffStoreCatalogue),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      return catalogue.save(request.body);
    },
  );

  return Promise.resolve();
};
