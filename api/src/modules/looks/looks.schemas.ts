import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const SkinModel = stringEnum(['classic', 'slim'], 'SkinModel');

export const LookTexture = Type.Object(
  {
    url: Type.String({ description: 'The re-encoded PNG (same-origin /uploads/... or the bucket)' }),
    hash: Type.String({ description: 'authlib-injector texture hash, also the file name' }),
    model: Type.Union([ref(SkinModel), Type.Null()], { description: 'Skins only' }),
    width: Type.Integer(),
    height: Type.Integer(),
  },
  { $id: 'LookTexture', title: 'LookTexture' },
);

export const LookAvatar = Type.Object(
  {
    url: Type.String({ description: 'The square avatar, 256 px WebP' }),
    sourceId: Type.Integer({
      description: 'The kept upload it was cut from: the payload id of user/avatar/crop',
    }),
    sourceUrl: Type.String(),
    sourceWidth: Type.Integer(),
    sourceHeight: Type.Integer(),
  },
  { $id: 'LookAvatar', title: 'LookAvatar' },
);

export const AvatarCropInput = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'The uploaded source (LookAvatar.sourceId)' }),
    x: Type.Integer({ minimum: 0, maximum: 4096 }),
    y: Type.Integer({ minimum: 0, maximum: 4096 }),
    size: Type.Integer({ minimum: 16, maximum: 4096 }),
  },
  { $id: 'AvatarCropInput', title: 'AvatarCropInput' },
);

export const CoverKindSchema = stringEnum(['art', 'glow', 'style'], 'CoverKind');

export const ProfileCover = Type.Object(
  { kind: ref(CoverKindSchema), id: Type.String() },
  { $id: 'ProfileCover', title: 'ProfileCover' },
);

export const PlayerLook = Type.Object(
  {
    nickname: Type.String(),
    skin: Type.Union([ref(LookTexture), Type.Null()]),
    cape: Type.Union([ref(LookTexture), Type.Null()]),
    headUrl: Type.Union([Type.String(), Type.Null()], {
      description: "The player's face cut from the skin, 128 px; null without a skin",
    }),
    avatar: Type.Union([ref(LookAvatar), Type.Null()]),
    canRollback: Type.Boolean({ description: 'A previous avatar exists for user/avatar/rollback' }),
    cover: Type.Union([ref(ProfileCover), Type.Null()], {
      description: 'The profile cover the player chose',
    }),
  },
  { $id: 'PlayerLook', title: 'PlayerLook' },
);
export type PlayerLook = Static<typeof PlayerLook>;

export const TextureUploadBody = Type.Object({
  file: Type.Unsafe<MultipartFile | MultipartValue>({
    isFile: true,
    description: 'PNG; skins 64×64 or 64×32 and HD multiples, capes 64×32 multiples or 22×17; 1 MB at most',
  }),
});

export const AvatarUploadBody = Type.Object({
  file: Type.Unsafe<MultipartFile | MultipartValue>({
    isFile: true,
    description: 'JPEG, PNG, WebP or GIF, 5 MB at most',
  }),
});

const colour = Type.String();

export const SiteThemeData = Type.Object(
  {
    accent1: colour,
    accent2: colour,
    glowUltraLight: colour,
    glowLight: colour,
    glowDark: colour,
    backgroundTabTransparent: colour,
    tripleGradient1: colour,
    tripleGradient2: colour,
    tripleGradient3: colour,
    doubleGradient1: colour,
    doubleGradient2: colour,
    buttonGlow: colour,
    buttonGlowHover: colour,
    graphAccent: colour,
    graphText: colour,
    graphMarker: colour,
  },
  { $id: 'SiteThemeData', title: 'SiteThemeData' },
);

export const SiteThemeOption = Type.Object(
  {
    id: Type.String(),
    locked: Type.Boolean({ description: "Needs an ability the player's roles do not give" }),
    data: ref(SiteThemeData),
  },
  { $id: 'SiteThemeOption', title: 'SiteThemeOption' },
);

export const SiteThemes = Type.Object(
  {
    current: Type.String({ description: 'The chosen theme id (the first one when none was chosen)' }),
    themes: Type.Array(ref(SiteThemeOption)),
  },
  { $id: 'SiteThemes', title: 'SiteThemes' },
);

export const CoverOption = Type.Object(
  { id: Type.String(), locked: Type.Boolean() },
  { $id: 'CoverOption', title: 'CoverOption' },
);

export const CoverOptions = Type.Object(
  {
    kind: ref(CoverKindSchema),
    current: Type.Union([ref(ProfileCover), Type.Null()]),
    options: Type.Array(ref(CoverOption)),
  },
  { $id: 'CoverOptions', title: 'CoverOptions' },
);

export const themeSchemas = [
  SiteThemeData,
  SiteThemeOption,
  SiteThemes,
  CoverKindSchema,
  ProfileCover,
  CoverOption,
  CoverOptions,
];

export const lookSchemas = [SkinModel, LookTexture, LookAvatar, AvatarCropInput, ...themeSchemas, PlayerLook];
