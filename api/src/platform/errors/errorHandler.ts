import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { pickLocale } from '../locale.js';
import { AppError, type LocalizedText } from './AppError.js';
import type { ApiErrorBody, ApiErrorExtra } from './apiErrorSchema.js';
import { errorCatalogue, type ErrorName } from './errorCatalogue.js';

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

function send(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Every failure leaves as an ApiError body (spec §8); 5xx answers never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
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
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, errorBody('INTERNAL', request));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return send(reply, 404, errorBody('NOT_FOUND', request, `No route ${request.method} ${path}`));
  });
}
