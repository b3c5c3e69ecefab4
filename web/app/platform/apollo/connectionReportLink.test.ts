import type { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { lastValueFrom, of, throwError, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';

import type { ConnectionEvent } from '../connection/connectionState';
import { connectionReportLink } from './connectionReportLink';

async function reportsOf(answer: () => Observable<ApolloLink.Result>): Promise<ConnectionEvent[]> {
  const reports: ConnectionEvent[] = [];
  const operation = { operationType: OperationTypeNode.QUERY } as ApolloLink.Operation;
  await lastValueFrom(connectionReportLink((event) => reports.push(event)).request(operation, answer)).catch(
    () => undefined,
  );
  return reports;
}

const transport =
  (status: number, body = '') =>
  () =>
    throwError(() => new ServerError('failed', { response: new Response(body, { status }), bodyText: body }));

describe('connectionReportLink', () => {
  it('reports an answer, an api error with a body included, as the connection being there', async () => {
    expect(await reportsOf(() => of({ data: { ok: true } }))).toEqual(['call-succeeded']);
    const refused = { message: 'no', extensions: { status: 403, error_code: 5, error_message: 'Forbidden' } };
    expect(await reportsOf(() => of({ errors: [refused] }))).toEqual(['call-succeeded']);
  });

  it('reports NO_CONNECTION: the api unreachable behind the gateway, a 5xx without body, fetch failing', async () => {
    const unreachable = { message: 'upstream', extensions: { status: 0 } };
    expect(await reportsOf(() => of({ errors: [unreachable] }))).toEqual(['call-failed']);
    expect(await reportsOf(transport(502))).toEqual(['call-failed']);
    expect(await reportsOf(() => throwError(() => new TypeError('Failed to fetch')))).toEqual([
      'call-failed',
    ]);
  });

  it('reports nothing for a failure that proves nothing about the connection', async () => {
    expect(await reportsOf(transport(404))).toEqual([]);
  });
});
