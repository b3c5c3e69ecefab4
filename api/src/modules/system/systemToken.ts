import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { AppError } from '../../platform/errors/AppError.js';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison, so the token cannot be guessed byte by byte from response times. */
export function requireSystemToken(request: FastifyRequest, expected: string): void {
  const given = request.headers['x-system-token'];
  if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError('UNAUTHORIZED', 'A valid X-System-Token header is required');
  }
}
