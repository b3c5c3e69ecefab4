import { Type } from 'typebox';

export const TwoFactorSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    type: Type.Integer({ description: '0 none, 1 Telegram, 2 VK (docs/product.md#two-factor)' }),
    linkedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    telegramAvailable: Type.Boolean(),
    vkAvailable: Type.Boolean(),
  },
  { $id: 'TwoFactorSettings', title: 'TwoFactorSettings' },
);

export const TwoFactorLinkBody = Type.Object(
  { type: Type.Integer({ minimum: 1, maximum: 2, description: '1 Telegram, 2 VK' }) },
  { $id: 'TwoFactorLinkBody', title: 'TwoFactorLinkBody' },
);

export const TwoFactorLink = Type.Object(
  {
    url: Type.String({ description: 'The one-time deep link that ties the bot chat to the account' }),
    expiresIn: Type.Integer({ description: 'Seconds the link stays valid' }),
  },
  { $id: 'TwoFactorLink', title: 'TwoFactorLink' },
);

export const TwoFactorConfirmBody = Type.Object(
  {
    challenge: Type.String({ maxLength: 200, description: 'details.challenge of the -7 answer' }),
    code: Type.Optional(Type.String({ maxLength: 12, description: 'The code from the bot message' })),
  },
  { $id: 'TwoFactorConfirmBody', title: 'TwoFactorConfirmBody' },
);

export const twoFactorSchemas = [TwoFactorSettings, TwoFactorLinkBody, TwoFactorLink, TwoFactorConfirmBody];
