import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

export const MailSettings = Type.Object(
  {
    email: Type.Union([Type.String(), Type.Null()], { description: 'Masked: st***@example.com' }),
    verified: Type.Boolean(),
    /** docs/product.md#accounts's four forms: 1 code to the current email, 2 enter it, 3 the new email, 4 its code. */
    step: Type.Integer({ minimum: 1, maximum: 4 }),
    pendingEmail: Type.Union([Type.String(), Type.Null()], {
      description: 'The new address awaiting its code',
    }),
    resendIn: Type.Integer({ description: 'Seconds before another code may be sent' }),
  },
  { $id: 'MailSettings', title: 'MailSettings' },
);

export const MailCodeBody = Type.Object(
  { code: Type.String({ maxLength: 20 }) },
  { $id: 'MailCodeBody', title: 'MailCodeBody' },
);

export const NewMailBody = Type.Object(
  { email: Type.String({ maxLength: 254 }) },
  { $id: 'NewMailBody', title: 'NewMailBody' },
);

export const PasswordUpdateBody = Type.Object(
  {
    currentPassword: Type.Optional(Type.String({ maxLength: 256 })),
    password: Type.String({ maxLength: 256 }),
    passwordConfirmation: Type.String({ maxLength: 256 }),
  },
  { $id: 'PasswordUpdateBody', title: 'PasswordUpdateBody' },
);

export const HistoryEntry = Type.Object(
  {
    id: Type.Integer(),
    target: Type.Enum(['mail', 'password', '2fa'], { type: 'string' }),
    action: Type.String({ description: 'mail: changed; password: changed, reset; 2fa: connected, unlinked' }),
    detail: Type.Record(Type.String(), Type.Unknown()),
    ip: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'HistoryEntry', title: 'HistoryEntry' },
);

export const HistoryPage = Type.Object(
  { entries: Type.Array(ref(HistoryEntry)), page: Type.Integer(), hasMore: Type.Boolean() },
  { $id: 'HistoryPage', title: 'HistoryPage' },
);

export const accountSettingsSchemas = [
  MailSettings,
  MailCodeBody,
  NewMailBody,
  PasswordUpdateBody,
  HistoryEntry,
  HistoryPage,
];
