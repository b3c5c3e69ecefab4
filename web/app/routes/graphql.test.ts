// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { action, loader } from './graphql';

// The site's /graphql proxy against a stand-in gateway that records the bodies it receives: what the
// gateway runs must be exactly what the credential guard checked (issue 27 #3).

interface Received {
  contentType: string;
  body: string;
}

const received: Received[] = [];
let gateway: Server;
const SITE = 'http://site.test';
const HARMLESS = JSON.stringify({ query: '{ __typename }' });
const STEALS_TOKEN = JSON.stringify({ query: 'mutation { refreshAuth { accessToken } }' });

type ActionArgs = Parameters<typeof action>[0];

function call(request: Request) {
  const args = { request } as ActionArgs;
  return request.method === 'GET' ? loader(args) : action(args);
}

/** A multipart body written by hand: FormData cannot be made to hold what an attacker sends. */
function multipart(parts: [name: string, value: string][]): Request {
  const boundary = 'x-boundary';
  const body =
    parts
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return new Request(`${SITE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: SITE },
    body,
  });
}

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":{"__typename":"Query"}}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  process.env.GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  delete process.env.GATEWAY_URL;
  await new Promise<void>((resolve) =>
    gateway.close(() => {
      resolve();
    }),
  );
});

beforeEach(() => {
  received.length = 0;
});

describe('/graphql reads each request once (issue 27 #3)', () => {
  it('refuses a second operations field (the guard read the first, the gateway ran the last)', async () => {
    const answer = await call(
      multipart([
        ['operations', HARMLESS],
        ['operations', STEALS_TOKEN],
        ['map', '{}'],
      ]),
    );
    expect(answer.status).toBe(400);
    expect(received).toEqual([]);
  });

  it('refuses a second map field and a repeated GraphQL URL parameter', async () => {
    const twoMaps = await call(
      multipart([
        ['operations', HARMLESS],
        ['map', '{}'],
        ['map', '{"0":["variables.file"]}'],
      ]),
    );
    expect(twoMaps.status).toBe(400);
    const twoQueries = await call(
      new Request(
        `${SITE}/graphql?query=${encodeURIComponent('{__typename}')}&query=${encodeURIComponent('{me{login}}')}`,
      ),
    );
    expect(twoQueries.status).toBe(400);
    expect(received).toEqual([]);
  });

  it('hands the gateway a body rebuilt from what it checked: one operations field, re-encoded JSON', async () => {
    const answer = await call(
      multipart([
        ['operations', '{"query":"{ __typename }", "variables": {"file": null}}'],
        ['map', '{ "0": ["variables.file"] }'],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(received).toHaveLength(1);
    const form = await new Response(received[0]?.body, {
      headers: { 'content-type': received[0]?.contentType ?? '' },
    }).formData();
    expect(form.getAll('operations')).toEqual(['{"query":"{ __typename }","variables":{"file":null}}']);
    expect(form.getAll('map')).toEqual(['{"0":["variables.file"]}']);
  });

  it('re-encodes JSON bodies, so a duplicate key means what the guard read', async () => {
    const answer = await call(
      new Request(`${SITE}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: '{"query":"mutation { refreshAuth { accessToken } }","query":"{ __typename }"}',
      }),
    );
    expect(answer.status).toBe(200);
    expect(received.map((entry) => entry.body)).toEqual(['{"query":"{ __typename }"}']);
  });
});
