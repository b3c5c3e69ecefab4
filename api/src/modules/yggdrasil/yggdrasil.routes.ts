import { randomUUID } from 'node:crypto';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { sessionMetaOf } from '../accounts/index.js';
import type { YggdrasilService } from './yggdrasil.service.js';
import { YggdrasilError } from './yggdrasilError.js';

export const YGGDRASIL_ROOT = '/api-launcher/yggdrasil';
/** The batch cap of `api/profiles/minecraft` (Mojang's own is 10). */
const MAX_NAMES = 10;

export interface YggdrasilRoutesOptions {
  yggdrasil: YggdrasilService;
  metadata: () => Promise<Record<string, unknown>>;
  textureUrl: (hash: string) => string;
}

const token = Type.String({ minLength: 1, maxLength: 200 });
const optionalToken = Type.Optional(token);
// These routes speak authlib-injector's protocol, not the site's API: hidden from the OpenAPI documents
// (and so from GraphQL), with the protocol's own error body.
const hidden = { hide: true } as const;

/** authlib-injector's Yggdrasil server API (its wiki: "Yggdrasil 服务端技术规范"). */
export const yggdrasilRoutes: FastifyPluginAsyncTypebox<YggdrasilRoutesOptions> = async (
  app,
  { yggdrasil, metadata, textureUrl },
) => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof YggdrasilError)
      return reply.code(error.statusCode).send({ error: error.error, errorMessage: error.errorMessage });
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return reply.code(400).send({ error: 'IllegalArgumentException', errorMessage: 'Bad request.' });
    app.log.error(error);
    return reply.code(500).send({ error: 'InternalServerError', errorMessage: 'Internal server error.' });
  });

  app.get(`${YGGDRASIL_ROOT}/`, { schema: hidden }, () => metadata());
  app.get(YGGDRASIL_ROOT, { schema: hidden }, () => metadata());

  app.post(
    `${YGGDRASIL_ROOT}/authserver/authenticate`,
    {
      schema: {
        ...hidden,
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 256 }),
          clientToken: optionalToken,
          requestUser: Type.Optional(Type.Boolean()),
        }),
      },
    },
    (request) =>
      yggdrasil.authenticate(request.body, sessionMetaOf(request, 'game'), () =>
        randomUUID().replaceAll('-', ''),
      ),
  );

  app.post(
    `${YGGDRASIL_ROOT}/authserver/refresh`,
    {
      schema: {
        ...hidden,
        body: Type.Object({
          accessToken: token,
          clientToken: optionalToken,
          requestUser: Type.Optional(Type.Boolean()),
          // Read only to refuse it: every token here already carries the account's one profile.
          selectedProfile: Type.Optional(Type.Unknown()),
        }),
      },
    },
    (request) => yggdrasil.refresh(request.body, sessionMetaOf(request, 'game')),
  );

  app.post(
    `${YGGDRASIL_ROOT}/authserver/validate`,
    { schema: { ...hidden, body: Type.Object({ accessToken: token, clientToken: optionalToken }) } },
    async (request, reply) => {
      await yggdrasil.validate(request.body.accessToken, request.body.clientToken);
      return reply.code(204).send();
    },
  );

  app.post(
    `${YGGDRASIL_ROOT}/authserver/invalidate`,
    { schema: { ...hidden, body: Type.Object({ accessToken: token, clientToken: optionalToken }) } },
    async (request, reply) => {
      await yggdrasil.invalidate(request.body.accessToken);
      return reply.code(204).send();
    },
  );

  app.post(
    `${YGGDRASIL_ROOT}/authserver/signout`,
    {
      schema: {
        ...hidden,
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 256 }),
        }),
      },
    },
    async (request, reply) => {
      await yggdrasil.signout(request.body.username, request.body.password, sessionMetaOf(request, 'game'));
      return reply.code(204).send();
    },
  );

  app.post(
    `${YGGDRASIL_ROOT}/sessionserver/session/minecraft/join`,
    {
      schema: {
        ...hidden,
        body: Type.Object({
          accessToken: token,
          selectedProfile: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }),
          serverId: Type.String({ minLength: 1, maxLength: 100 }),
        }),
      },
    },
    async (request, reply) => {
      await yggdrasil.join(request.body, request.ip);
      return reply.code(204).send();
    },
  );

  app.get(
    `${YGGDRASIL_ROOT}/sessionserver/session/minecraft/hasJoined`,
    {
      schema: {
        ...hidden,
        querystring: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 32 }),
          serverId: Type.String({ minLength: 1, maxLength: 100 }),
          ip: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      },
    },
    async (request, reply) => {
      const { username, serverId, ip } = request.query;
      const profile = await yggdrasil.hasJoined(username, serverId, ip);
      return profile ?? reply.code(204).send();
    },
  );

  app.get(
    `${YGGDRASIL_ROOT}/sessionserver/session/minecraft/profile/:uuid`,
    {
      schema: {
        ...hidden,
        params: Type.Object({ uuid: Type.String({ pattern: '^[0-9a-fA-F-]{32,36}$' }) }),
        querystring: Type.Object({ unsigned: Type.Optional(Type.Boolean()) }),
      },
    },
    async (request, reply) => {
      // The protocol's default is unsigned: a signature only when the client asks with unsigned=false.
      const profile = await yggdrasil.profile(request.params.uuid, request.query.unsigned === false);
      return profile ?? reply.code(204).send();
    },
  );

  app.post(
    `${YGGDRASIL_ROOT}/api/profiles/minecraft`,
    {
      schema: {
        ...hidden,
        body: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: MAX_NAMES }),
      },
    },
    (request) => yggdrasil.profilesByName(request.body),
  );

  app.get(
    `${YGGDRASIL_ROOT}/textures/:hash`,
    { schema: { ...hidden, params: Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) }) } },
    (request, reply) => reply.redirect(textureUrl(request.params.hash), 302),
  );
  return Promise.resolve();
};
