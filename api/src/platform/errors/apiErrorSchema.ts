import { Type, type Static } from 'typebox';

import { ref } from '../schemaRef.js';
import type { ErrorName } from './errorCatalogue.js';
import { errorCatalogue } from './errorCatalogue.js';

const AvatarOrSkinDetail = Type.Object(
  { id: Type.Integer(), extension: Type.String(), type: Type.String() },
  { title: 'ErrorAvatarOrSkin' },
);

export const ApiErrorDetails = Type.Object(
  {
    description: Type.String({
      description: 'What went wrong, for the user; shown instead of error_message',
    }),
    userId: Type.Optional(Type.Integer({ description: 'Pending 2FA (-7): the account being signed in' })),
    login: Type.Optional(Type.String({ description: 'Pending 2FA (-7): its nickname' })),
    avatarOrSkin: Type.Optional(Type.Union([AvatarOrSkinDetail, Type.Null()])),
    challenge: Type.Optional(
      Type.String({ description: 'Pending 2FA (-7): the token that completes this sign-in' }),
    ),
    retryAfter: Type.Optional(Type.Integer({ description: 'Throttled (429): seconds to wait' })),
    field: Type.Optional(Type.String({ description: 'The request field at fault, when there is one' })),
  },
  { $id: 'ApiErrorDetails', title: 'ApiErrorDetails' },
);

export const ApiError = Type.Object(
  {
    error_code: Type.Integer({ description: 'Catalogue code (docs/errors.md): -7 pending 2FA, 1 silent' }),
    error_message: Type.String(),
    details: ref(ApiErrorDetails),
  },
  { $id: 'ApiError', title: 'ApiError', description: 'The body of every non-2xx answer' },
);

export type ApiErrorBody = Static<typeof ApiError>;
export type ApiErrorExtra = Omit<Static<typeof ApiErrorDetails>, 'description'>;

/** Response schemas for the given catalogue errors, keyed by their HTTP status. */
export function errorResponses(
  ...names: ErrorName[]
): Record<number, ReturnType<typeof ref<typeof ApiError>>> {
  const responses: Record<number, ReturnType<typeof ref<typeof ApiError>>> = {};
  for (const name of [...names, 'INTERNAL' as const]) {
    responses[errorCatalogue[name].httpStatus] = ref(ApiError);
  }
  return responses;
}

/** What a write that spends the balance can answer (buying, moving a role): one list, so the two agree. */
export const PAID_WRITE_ERRORS = [
  'UNAUTHORIZED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_ANSWER_LOST',
] as const satisfies readonly ErrorName[];
