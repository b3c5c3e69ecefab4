import type { Locale } from '../locale.js';

export interface CatalogueEntry {
  errorCode: number;
  httpStatus: number;
  message: Record<Locale, string>;
}

/**
 * Every error the api can answer with. `errorCode` values are part of the public contract (docs/product.md#errors):
 * never renumber an entry, only add new ones. docs/errors.md lists the same table.
 */
export const errorCatalogue = {
  PENDING_2FA: {
    errorCode: -7,
    httpStatus: 403,
    message: { ru: 'Требуется подтверждение входа', en: 'Two-factor confirmation is pending' },
  },
  SILENT: {
    errorCode: 1,
    httpStatus: 400,
    message: { ru: 'Операция не выполнена', en: 'The operation was not performed' },
  },
  VALIDATION_FAILED: {
    errorCode: 2,
    httpStatus: 400,
    message: { ru: 'Некорректные данные запроса', en: 'The request is not valid' },
  },
  NOT_FOUND: {
    errorCode: 3,
    httpStatus: 404,
    message: { ru: 'Не найдено', en: 'Not found' },
  },
  UNAUTHORIZED: {
    errorCode: 4,
    httpStatus: 401,
    message: { ru: 'Требуется авторизация', en: 'Authorization is required' },
  },
  FORBIDDEN: {
    errorCode: 5,
    httpStatus: 403,
    message: { ru: 'Доступ запрещён', en: 'Access denied' },
  },
  RATE_LIMITED: {
    errorCode: 6,
    httpStatus: 429,
    message: { ru: 'Слишком много запросов, попробуйте позже', en: 'Too many requests, try again later' },
  },
  CONFLICT: {
    errorCode: 7,
    httpStatus: 409,
    message: { ru: 'Конфликт с текущим состоянием', en: 'Conflicts with the current state' },
  },
  PAYLOAD_TOO_LARGE: {
    errorCode: 8,
    httpStatus: 413,
    message: { ru: 'Слишком большой запрос', en: 'The request is too large' },
  },
  INVALID_CREDENTIALS: {
    errorCode: 10,
    httpStatus: 400,
    message: { ru: 'Неверный логин или пароль', en: 'Wrong login or password' },
  },
  CAPTCHA_FAILED: {
    errorCode: 11,
    httpStatus: 400,
    message: {
      ru: 'Подтвердите, что вы не робот, и попробуйте ещё раз',
      en: 'Confirm that you are not a robot and try again',
    },
  },
  UNSUPPORTED_FILE_TYPE: {
    errorCode: 12,
    httpStatus: 415,
    message: { ru: 'Неподдерживаемый тип файла', en: 'Unsupported file type' },
  },
  UPLOAD_FAILED: {
    errorCode: 13,
    httpStatus: 503,
    message: { ru: 'Не удалось загрузить изображение', en: 'Image upload failed' },
  },
  INSUFFICIENT_FUNDS: {
    errorCode: 14,
    httpStatus: 409,
    message: { ru: 'Недостаточно средств', en: 'Insufficient funds' },
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    errorCode: 15,
    httpStatus: 400,
    message: {
      ru: 'Запрос без ключа идемпотентности (X-Idempotency-Key)',
      en: 'The request lacks an idempotency key (X-Idempotency-Key)',
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    errorCode: 16,
    httpStatus: 422,
    message: {
      ru: 'Этот ключ идемпотентности уже использован для другого запроса',
      en: 'This idempotency key was already used for a different request',
    },
  },
  IDEMPOTENCY_IN_PROGRESS: {
    errorCode: 17,
    httpStatus: 409,
    message: {
      ru: 'Такой же запрос уже выполняется, дождитесь его результата',
      en: 'The same request is already in progress; wait for its result',
    },
  },
  IDEMPOTENCY_ANSWER_LOST: {
    errorCode: 19,
    httpStatus: 409,
    message: {
      ru: 'Этот запрос уже выполнен, но его ответ не сохранился: обновите страницу, чтобы увидеть результат',
      en: 'This request was already carried out, but its answer was not kept: reload the page to see the result',
    },
  },
  PAYMENT_PROVIDER_FAILED: {
    errorCode: 18,
    httpStatus: 502,
    message: {
      ru: 'Платёжная система не ответила, попробуйте позже',
      en: 'The payment provider did not answer; try again later',
    },
  },
  INTERNAL: {
    errorCode: 500,
    httpStatus: 500,
    message: { ru: 'Внутренняя ошибка сервера', en: 'Internal server error' },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;
