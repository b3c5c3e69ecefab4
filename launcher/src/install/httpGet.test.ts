import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Transport } from './httpGet.js';

const server = http.createServer((request, response) => {
  if (request.url === '/loop') {
    response.writeHead(302, { location: '/loop' });
    response.end();
  } else if (request.url === '/stall') {
    response.writeHead(200, { 'content-length': '10' });
    response.write('12345');
  } else {
    response.end('hello');
  }
});
let base = '';

const read = async (response: AsyncIterable<Buffer>) => {
  let text = '';
  for await (const chunk of response) text += chunk.toString();
  return text;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('Transport', () => {
  // The uncaught error an abort caused when it also destroyed complete answers is caught by installClient's
  // cancelled-update test (an abort from the progress callback, while a 3-byte answer is read).
  it('an abort destroys the answer in progress and leaves the transport usable', async () => {
    const transport = new Transport(1);
    const controller = new AbortController();
    const first = await transport.get(`${base}/a`, { headers: {}, signal: controller.signal });
    expect(await read(first)).toBe('hello');
    const second = await transport.get(`${base}/stall`, { headers: {}, signal: controller.signal });
    controller.abort();
    await expect(read(second)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = await transport.get(`${base}/b`, { headers: {}, signal: new AbortController().signal });
    expect(await read(third)).toBe('hello');
    transport.close();
  });

  it('fails a connection that goes silent, and a redirect loop', async () => {
    const transport = new Transport(2);
    const signal = new AbortController().signal;
    const stalled = await transport.get(`${base}/stall`, { headers: {}, signal, idleMs: 100 });
    await expect(read(stalled)).rejects.toThrow();
    await expect(transport.get(`${base}/loop`, { headers: {}, signal })).rejects.toThrow(
      /too many redirects/,
    );
    transport.close();
  });

  it('refuses an address that is not http or https', async () => {
    const transport = new Transport(1);
    await expect(
      transport.get('file:///etc/passwd', { headers: {}, signal: new AbortController().signal }),
    ).rejects.toThrow(/only http and https/);
    transport.close();
  });
});
