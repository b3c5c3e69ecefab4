import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { unsupportedTexture } from './png.js';
import { MAX_AVATAR_BYTES } from './avatars.js';
import {
  AvatarCropInput,
  AvatarUploadBody,
  PlayerLook,
  SkinModel,
  TextureUploadBody,
} from './looks.schemas.js';
import type { LooksService } from './looks.service.js';
import { MAX_TEXTURE_BYTES, type TextureKind } from './textures.js';

export interface LooksRoutesOptions {
  looks: LooksService;
}

const UPLOAD_ERRORS = errorResponses(
  'UNAUTHORIZED',
  'VALIDATION_FAILED',
  'UNSUPPORTED_FILE_TYPE',
  'UPLOAD_FAILED',
  'PAYLOAD_TOO_LARGE',
);

async function uploadedBytes(body: Static<typeof TextureUploadBody>, limit: number): Promise<Buffer> {
  const { file } = body;
  if (file.type !== 'file') throw unsupportedTexture();
  const bytes = await file.toBuffer();
  if (bytes.length > limit) {
    const megabytes = limit / 1024 / 1024;
    throw new AppError('PAYLOAD_TOO_LARGE', {
      ru: `Файл больше ${megabytes} МБ`,
      en: `The file is larger than ${megabytes} MB`,
    });
  }
  return bytes;
}

/** docs/product.md#looks's look calls: the cabinet's skin and cape, and how any player looks on their profile. */
export const looksRoutes: FastifyPluginAsyncTypebox<LooksRoutesOptions> = async (app, { looks }) => {
  app.get(
    '/api/cabinet/look',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'myLook',
        summary: "The signed-in player's skin, cape and head",
        tags: ['looks'],
        response: { 200: ref(PlayerLook), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => looks.look(signedInUser(request).userId),
  );

  app.get(
    '/api/user/profile/look/:nick',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'playerLook',
        summary: "A player's skin, cape and head for their public profile",
        tags: ['looks'],
        params: Type.Object({ nick: Type.String({ minLength: 1, maxLength: 32 }) }),
        response: { 200: ref(PlayerLook), ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => looks.publicLook(request.params.nick),
  );

  const texture = (kind: TextureKind, name: 'Skin' | 'Cape') => {
    app.post(
      `/api/user/${kind}/upload`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `upload${name}`,
          summary: `Uploads a ${kind} (PNG, checked and re-encoded); answers the new look`,
          tags: ['looks'],
          consumes: ['multipart/form-data'],
          ...(kind === 'skin' ? { querystring: Type.Object({ model: Type.Optional(ref(SkinModel)) }) } : {}),
          body: TextureUploadBody,
          response: { 200: ref(PlayerLook), ...UPLOAD_ERRORS },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { model } = request.query as { model?: 'classic' | 'slim' };
        return looks.upload(user.userId, kind, await uploadedBytes(request.body, MAX_TEXTURE_BYTES), model);
      },
    );
    app.post(
      `/api/user/${kind}/delete`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: `delete${name}`,
          summary: `Takes the ${kind} off; answers the new look`,
          tags: ['looks'],
          response: { 200: ref(PlayerLook), ...errorResponses('UNAUTHORIZED') },
        },
      },
      async (request) => looks.remove(signedInUser(request).userId, kind),
    );
  };
  texture('skin', 'Skin');
  texture('cape', 'Cape');

  app.post(
    '/api/user/avatar/upload',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'uploadAvatar',
        summary: 'Uploads an avatar picture: kept for cropping, its centred square worn at once',
        tags: ['looks'],
        consumes: ['multipart/form-data'],
        body: AvatarUploadBody,
        response: { 200: ref(PlayerLook), ...UPLOAD_ERRORS },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return looks.uploadAvatar(user.userId, await uploadedBytes(request.body, MAX_AVATAR_BYTES));
    },
  );

  app.post(
    '/api/user/avatar/crop',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cropAvatar',
        summary: 'Cuts a new avatar square (x, y, size in source pixels) from an uploaded picture',
        tags: ['looks'],
        body: ref(AvatarCropInput),
        response: {
          200: ref(PlayerLook),
          ...errorResponses('UNAUTHORIZED', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => looks.crop(signedInUser(request).userId, request.body),
  );

  const avatarAction = (action: 'rollback' | 'delete', operationId: string, summary: string) => {
    app.post(
      `/api/user/avatar/${action}`,
      {
        config: { auth: 'required' },
        schema: {
          operationId,
          summary,
          tags: ['looks'],
          response: { 200: ref(PlayerLook), ...errorResponses('UNAUTHORIZED', 'NOT_FOUND') },
        },
      },
      async (request) => {
        const { userId } = signedInUser(request);
        return action === 'rollback' ? looks.rollbackAvatar(userId) : looks.deleteAvatar(userId);
      },
    );
  };
  avatarAction('rollback', 'rollbackAvatar', 'Brings the previous avatar back');
  avatarAction('delete', 'deleteAvatar', "Takes the avatar off; the site shows the skin's head instead");
  return Promise.resolve();
};
