import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';
import { DocumentSummary } from '../documents/index.js';
import { GameServer } from '../servers/index.js';

export const SocialCounts = Type.Object(
  {
    discord: Type.Integer({ minimum: 0 }),
    vk: Type.Integer({ minimum: 0 }),
    youtube: Type.Integer({ minimum: 0 }),
    telegram: Type.Integer({ minimum: 0, default: 5991 }),
  },
  { $id: 'SocialCounts', title: 'SocialCounts' },
);
export type SocialCounts = Static<typeof SocialCounts>;

export const SocialLinks = Type.Object(
  {
    discord: Type.String(),
    vk: Type.String(),
    messageLink: Type.String({ description: 'Spec key message_link' }),
    supportLink: Type.String({ description: 'Spec key support_link' }),
    youtube: Type.String(),
    telegram: Type.String(),
    twoFactorTelegram: Type.String({ description: 'Spec key 2fa_tg' }),
    twoFactorVk: Type.String({ description: 'Spec key 2fa_vk' }),
  },
  { $id: 'SocialLinks', title: 'SocialLinks' },
);
export type SocialLinks = Static<typeof SocialLinks>;

export const MainPage = Type.Object(
  {
    servers: Type.Array(ref(GameServer)),
    totalOnline: Type.Integer({ minimum: 0 }),
    counts: ref(SocialCounts),
    links: ref(SocialLinks),
    news: Type.Array(ref(DocumentSummary), { description: 'Newest first, at most 6' }),
    defaults: Type.Object(
      { language: Type.String(), region: Type.String({ description: 'auto, russia or global' }) },
      { description: "The owner's defaults for a visitor who has not chosen (staff site settings)" },
    ),
  },
  { $id: 'MainPage', title: 'MainPage' },
);
export type MainPage = Static<typeof MainPage>;

export const mainSchemas = [SocialCounts, SocialLinks, MainPage];
