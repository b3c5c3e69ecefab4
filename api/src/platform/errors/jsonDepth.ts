import type { FastifyInstance } from 'fastify';

import { AppError } from './AppError.js';

/**
 * How deeply a JSON body may nest. No form of the api needs more than a few levels (free-form fields
 * such as the launcher's `systemData` included); a body nested thousands deep only overflows the stack
 * of whatever walks it later (the idempotency key's canonical JSON did, with a 500).
 */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text, counted without parsing; stops past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth check: a body nested
 * deeper than MAX_JSON_DEPTH is a 400 on every route, before anything walks it.
 */
export function registerBoundedJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(
        new AppError('VALIDATION_FAILED', {
          ru: `Тело запроса вложено глубже ${MAX_JSON_DEPTH} уровней`,
          en: `The request body nests deeper than ${MAX_JSON_DEPTH} levels`,
        }),
        undefined,
      );
      return;
    }
    void parse(request, text, done);
  });
}
