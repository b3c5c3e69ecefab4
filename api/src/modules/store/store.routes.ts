import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser, visitorOrUser } from '../../platform/auth/signedIn.js';
import { errorResponses, PAID_WRITE_ERRORS } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { CoinsTransferService } from './coinsTransfer.service.js';
import {
  BoughtRole,
  BuyRoleBody,
  CabinetAbilities,
  CabinetRoles,
  ProfileRoles,
  RoleFeatures,
  RoleKits,
  StoreQuote,
  StoreQuoteQuery,
  StoreRoles,
  TransferCoinsBody,
  TransferredCoins,
} from './store.schemas.js';
import { localized } from './storeCatalogue.js';
import type { StorePurchaseService } from './storePurchase.service.js';
import type { StoreQuoteService } from './storeQuote.service.js';
import type { StoreViews } from './storeViews.service.js';

export interface StoreRoutesOptions {
  views: StoreViews;
  purchases: StorePurchaseService;
  quotes: StoreQuoteService;
  coins: CoinsTransferService;
}

const serverQuery = Type.Object({
  server: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: 'Server slug; default the first' }),
  ),
});

export const storeRoutes: FastifyPluginAsyncTypebox<StoreRoutesOptions> = (app, options) => {
  const { views, purchases, quotes, coins } = options;

  app.get(
    '/api/store/quote',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'storeQuote',
        summary:
          'What buying a role would cost the signed-in player: each choice with its credit, the balance, the shortfall',
        tags: ['store'],
        querystring: StoreQuoteQuery,
        response: {
          200: ref(StoreQuote),
          ...errorResponses('UNAUTHORIZED', 'NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return quotes.quote(userId, request.query, request.locale);
    },
  );

  app.get(
    '/api/store/roles',
    {
      config: { shared: true },
      schema: {
        operationId: 'storeRoles',
        summary:
          "A server's roles on sale with periods, prices (after the signed-in player's discount), kits",
        tags: ['store'],
        querystring: serverQuery,
        response: {
          200: ref(StoreRoles),
          ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED', 'UNAUTHORIZED'),
        },
      },
    },
    async (request) => {
      const user = visitorOrUser(request);
      return views.roles(request.query.server, user?.userId ?? null, request.locale);
    },
  );

  app.get(
    '/api/store/role/features',
    {
      // The same table whoever asks: a signed-in store page gets it from the caches, no session read.
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'storeRoleFeatures',
        summary: "The comparison table of a server's roles: each feature and the roles that have it",
        tags: ['store'],
        querystring: serverQuery,
        response: { 200: ref(RoleFeatures), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    (request) => views.features(request.query.server, request.locale),
  );

  app.get(
    '/api/store/kits/:id',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'storeRoleKits',
        summary: 'The kits a role lets its holder claim in the game, with their claim intervals',
        tags: ['store'],
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'Role id' }) }),
        response: { 200: ref(RoleKits), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    (request) => views.kits(request.params.id, request.locale),
  );

  app.post(
    '/api/store/buy',
    {
      // The buyer's roles: their public profile shows them within the caches' lifetimes (sharedAnswers.ts).
      config: { idempotent: true, auth: 'required', writesOwnData: true },
      schema: {
        operationId: 'buyRole',
        summary: 'Buys a role from the balance (extend or stack); needs X-Idempotency-Key',
        description:
          'Same role held: extend adds the period to its end. Another role held: stack keeps both, extend ' +
          'replaces it and credits its unused days. The grant is queued for the game server in the same ' +
          'transaction (see /api-system/deliveries/claim).',
        tags: ['store'],
        body: ref(BuyRoleBody),
        response: {
          200: ref(BoughtRole),
          ...errorResponses(...PAID_WRITE_ERRORS),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const {
        bought: { role, server },
        ...purchase
      } = await purchases.buyRole(userId, request.body);
      return {
        ...purchase,
        roleName: localized(role.name, request.locale),
        server: { slug: server.slug, name: server.name },
      };
    },
  );

  app.get(
    '/api/cabinet/roles',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cabinetRoles',
        summary: "The player's roles on every server and the state of each delivery to the game",
        tags: ['store'],
        response: { 200: ref(CabinetRoles), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return views.cabinetRoles(userId, request.locale);
    },
  );

  app.get(
    '/api/cabinet/abilities',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cabinetAbilities',
        summary: "The in-game commands the player's active roles give, per server",
        tags: ['store'],
        response: { 200: ref(CabinetAbilities), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return views.abilities(userId, request.locale);
    },
  );

  app.get(
    '/api/user/profile/roles/:nick',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'profileRoles',
        summary: "A player's active roles (public)",
        tags: ['store'],
        params: Type.Object({ nick: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: { 200: ref(ProfileRoles), ...errorResponses('NOT_FOUND', 'VALIDATION_FAILED') },
      },
    },
    (request) => views.profileRoles(request.params.nick, request.locale),
  );

  app.post(
    '/api/game-money/transfer',
    {
      config: { idempotent: true, auth: 'required', writesOwnData: true },
      schema: {
        operationId: 'transferCoins',
        summary: 'Moves site coins to the game on a chosen server; needs X-Idempotency-Key',
        tags: ['store'],
        body: ref(TransferCoinsBody),
        response: {
          200: ref(TransferredCoins),
          ...errorResponses(
            'UNAUTHORIZED',
            'VALIDATION_FAILED',
            'NOT_FOUND',
            'INSUFFICIENT_FUNDS',
            'IDEMPOTENCY_KEY_REQUIRED',
            'IDEMPOTENCY_KEY_REUSED',
          ),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return coins.transfer(userId, request.body.server, request.body.amount);
    },
  );
  return Promise.resolve();
};
