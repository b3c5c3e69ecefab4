import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { pickLocale } from '../locale.js';
import { AppError, type LocalizedText } from './AppError.js';
import type { ApiErrorBody, ApiErrorExtra } from './apiErrorSchema.js';
import { errorCatalogue, type ErrorName } from './errorCatalogue.js';
import { registerBoundedJsonParser } from './jsonDepth.js';

export function errorBody(
  name: ErrorName,
  request: FastifyRequest,
  description?: string | LocalizedText,
  extra?: ApiErrorExtra,
): ApiErrorBody {
  const entry = errorCatalogue[name];
  const locale = pickLocale(request.headers['accept-language']);
  const message = entry.message[locale];
  const text = typeof description === 'object' ? description[locale] : description;
  return {
    error_code: entry.errorCode,
    error_message: message,
    details: { ...extra, description: text ?? message },
  };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'validation' in error);
}

const nameByStatus: Partial<Record<number, ErrorName>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

// Busboy's words for a body that is not the multipart it claims to be.
const MALFORMED_BODY =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header)/;

/**
 * Failures caused by what the client sent, whatever layer noticed: a malformed multipart body, or a
 * value the database refuses as data (SQLSTATE class 22: out of range, invalid text, NUL bytes...).
 */
function isBadInput(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (MALFORMED_BODY.test(error.message)) return true;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  // Drizzle wraps the driver's error; the SQLSTATE is on its cause.
  return isBadInput(error.cause, depth + 1);
}

/**
 * Fastify's own refusals before any route runs (a malformed `%` escape in the path, a parameter past
 * maxParamLength), in the spec's error shape too.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  void send(reply, status, errorBody(nameByStatus[status] ?? 'VALIDATION_FAILED', request, error.message));
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** True when a string anywhere in the value holds a NUL character (Postgres text cannot store one). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}

/** Every failure leaves as an ApiError body (docs/product.md#errors); 5xx answers never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  registerBoundedJsonParser(app);
  // NUL characters in a parameter or a field are refused up front, with the same 400 as any bad value.
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      done(
        new AppError('VALIDATION_FAILED', {
          ru: 'Запрос содержит недопустимый символ (NUL)',
          en: 'The request holds a character that is not allowed (NUL)',
        }),
      );
      return;
    }
    done();
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, errorBody(error.code, request, error.description, error.extra));
    }
    if (isFastifyError(error) && error.validation !== undefined) {
      // Fastify's message names the part and field: "querystring/perPage must be <= 50".
      return send(reply, 400, errorBody('VALIDATION_FAILED', request, error.message));
    }
    if (isFastifyError(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(
        reply,
        413,
        errorBody('PAYLOAD_TOO_LARGE', request, {
          ru: 'Файл слишком большой: не больше 10 МБ',
          en: 'The file is too large: 10 MB at most',
        }),
      );
    }
    const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) {
      const name = nameByStatus[status] ?? 'VALIDATION_FAILED';
      const description = isFastifyError(error) ? error.message : undefined;
      return send(reply, status, errorBody(name, request, description));
    }
    if (isBadInput(error)) {
      return send(reply, 400, errorBody('VALIDATION_FAILED', request, 'The request could not be read'));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, errorBody('INTERNAL', request));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return send(reply, 404, errorBody('NOT_FOUND', request, `No route ${request.method} ${path}`));
  });
}
