import { Type } from 'typebox';

export const ResetRequestBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    recaptcha: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { $id: 'ResetRequestBody', title: 'ResetRequestBody' },
);

export const RestoreBody = Type.Object(
  {
    login: Type.String({ maxLength: 254, description: 'Nickname or email' }),
    recaptcha: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { $id: 'RestoreBody', title: 'RestoreBody' },
);

export const ResetCodeBody = Type.Object(
  { code: Type.String({ maxLength: 200 }) },
  { $id: 'ResetCodeBody', title: 'ResetCodeBody' },
);

export const ResetStatus = Type.Object(
  {
    valid: Type.Boolean(),
    login: Type.Union([Type.String(), Type.Null()], { description: 'Whose password the code resets' }),
  },
  { $id: 'ResetStatus', title: 'ResetStatus' },
);

export const ResetPasswordBody = Type.Object(
  {
    code: Type.String({ maxLength: 200 }),
    password: Type.String({ maxLength: 256 }),
    passwordConfirmation: Type.String({ maxLength: 256 }),
  },
  { $id: 'ResetPasswordBody', title: 'ResetPasswordBody' },
);

export const recoverySchemas = [ResetRequestBody, RestoreBody, ResetCodeBody, ResetStatus, ResetPasswordBody];
