import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { AppError } from '../errors/AppError.js';
import { canonicalJson } from './canonicalJson.js';
import { type KeyHolder, runWithClaimedKey } from './claimedKey.js';
import type { IdempotencyStore } from './IdempotencyStore.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money or changes state: it requires `X-Idempotency-Key` (docs/product.md#money). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: KeyHolder;
  }
}

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
// Answers a retry should not be frozen into: server failures, a missing sign-in, throttling.
const RETRYABLE = (status: number) => status >= 500 || status === 401 || status === 429;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** One caller's keys never answer another caller: scoped by session when signed in, else by address. */
function scopeOf(request: FastifyRequest): string {
  const accessId = header(request, 'access-id');
  return accessId !== undefined && accessId !== '' ? `session:${accessId}` : `ip:${request.ip}`;
}

/**
 * `X-Idempotency-Key` for routes marked `config: { idempotent: true }`: the first answer is stored
 * and replayed for repeats (with `Idempotent-Replayed: true`), the same key with another body is a
 * 422, and a duplicate arriving while the first still runs is a 409; it never runs twice, even when
 * the first died after its work committed and before its answer was stored (a 409 then too).
 */
export function registerIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotent !== true) return;
    const key = header(request, 'x-idempotency-key')?.trim();
    if (key === undefined || key === '') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    if (!KEY.test(key)) {
      throw new AppError('VALIDATION_FAILED', {
        ru: 'Ключ идемпотентности: от 8 до 128 латинских букв, цифр и символов _ . : -',
        en: 'The idempotency key must be 8 to 128 Latin letters, digits or _ . : -',
      });
    }
    const scope = scopeOf(request);
    const operation = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const requestHash = createHash('sha256')
      .update(canonicalJson({ params: request.params, query: request.query, body: request.body }))
      .digest('hex');
    const claim = await store.claim({ scope, key, operation, requestHash });
    if (claim.outcome === 'reused') throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (claim.outcome === 'in_progress') throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    if (claim.outcome === 'answer_lost') throw new AppError('IDEMPOTENCY_ANSWER_LOST');
    if (claim.outcome === 'replay') {
      reply.code(claim.response.status).header('idempotent-replayed', 'true');
      if (claim.response.type !== null) reply.type(claim.response.type);
      return reply.send(claim.response.body);
    }
    request.idempotency = { key: { scope, key, claimedAt: claim.claimedAt } };
  });

  // The handler runs with the claim in its context, so the ledger marks the key applied in the commit
  // of the work (claimedKey.ts). A callback hook: `done` inside `run` carries the context on to the
  // handler, which an async hook's returned promise would not.
  app.addHook('preHandler', (request, _reply, done) => {
    const holder = request.idempotency;
    if (holder === undefined) done();
    else runWithClaimedKey(holder, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotency?.key;
    if (request.idempotency === undefined || claimed === undefined) return payload;
    // Answered: what still runs in the request's context is not its work (claimedKey.ts).
    request.idempotency.key = undefined;
    if (RETRYABLE(reply.statusCode) || typeof payload !== 'string') {
      await store.release(claimed);
      return payload;
    }
    const type = reply.getHeader('content-type');
    await store.complete(claimed, {
      status: reply.statusCode,
      body: payload,
      type: typeof type === 'string' ? type : null,
    });
    return payload;
  });
}
