import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import fc from 'fast-check';
import { OperationTypeNode } from 'graphql';
import { Observable, lastValueFrom, of, throwError, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';

import { TRANSIENT_STATUSES, retryTransientReads } from './retryTransientReads';

type Answer = { kind: 'result'; status?: number } | { kind: 'transport'; status: number };

/** A terminating link that answers each attempt from a script and counts the attempts. */
function scriptedServer(answers: Answer[]) {
  let attempts = 0;
  const forward = (): Observable<ApolloLink.Result> => {
    const answer = answers[Math.min(attempts, answers.length - 1)] ?? { kind: 'result' };
    attempts += 1;
    if (answer.kind === 'transport') {
      const response = new Response('', { status: answer.status });
      return throwError(() => new ServerError('failed', { response, bodyText: '' }));
    }
    if (answer.status === undefined) return of({ data: { ok: attempts } });
    return of({ errors: [{ message: 'upstream', extensions: { status: answer.status } }] });
  };
  return { forward, attempts: () => attempts };
}

async function run(operationType: OperationTypeNode, answers: Answer[]) {
  const server = scriptedServer(answers);
  const operation = { operationType } as ApolloLink.Operation;
  const link = retryTransientReads();
  const outcome = await lastValueFrom(link.request(operation, server.forward).pipe(toArray())).then(
    (results) => ({ results, error: undefined }),
    (error: unknown) => ({ results: [], error }),
  );
  return { ...outcome, attempts: server.attempts() };
}

const anyStatus = fc.integer({ min: 400, max: 599 });

describe('retryTransientReads', () => {
  it('tries a query once more on a transient status, from the gateway or the transport', async () => {
    await fc.assert(
      fc.asyncProperty(anyStatus, fc.boolean(), async (status, viaTransport) => {
        const first: Answer = viaTransport ? { kind: 'transport', status } : { kind: 'result', status };
        const { attempts, results } = await run(OperationTypeNode.QUERY, [first, { kind: 'result' }]);
        const transient = TRANSIENT_STATUSES.has(status);
        expect(attempts).toBe(transient ? 2 : 1);
        if (transient) expect(results).toEqual([{ data: { ok: 2 } }]);
      }),
    );
  });

  it('retries once only, and hands on the second answer', async () => {
    const { attempts, results } = await run(OperationTypeNode.QUERY, [{ kind: 'result', status: 503 }]);
    expect(attempts).toBe(2);
    expect(results).toEqual([{ errors: [{ message: 'upstream', extensions: { status: 503 } }] }]);
    const transport = await run(OperationTypeNode.QUERY, [{ kind: 'transport', status: 502 }]);
    expect(transport.attempts).toBe(2);
    expect(ServerError.is(transport.error)).toBe(true);
  });

  it('never repeats a mutation, whatever the status', async () => {
    await fc.assert(
      fc.asyncProperty(anyStatus, fc.boolean(), async (status, viaTransport) => {
        const first: Answer = viaTransport ? { kind: 'transport', status } : { kind: 'result', status };
        const { attempts } = await run(OperationTypeNode.MUTATION, [first, { kind: 'result' }]);
        expect(attempts).toBe(1);
      }),
    );
  });
});
