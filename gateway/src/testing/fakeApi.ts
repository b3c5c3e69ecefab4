import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A stand-in for the api that answers the paths of the OpenAPI documents with fixed bodies and records
 * every request, so tests can see exactly what the gateway sends upstream.
 */
export async function startFakeApi(routes: Record<string, { status: number; body: unknown }>) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    void answer(request, response);
  });
  async function answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    const path = new URL(request.url ?? '/', 'http://api.local').pathname;
    const route = routes[path] ?? {
      status: 404,
      body: { error_code: 3, error_message: 'Not found', details: {} },
    };
    response.writeHead(route.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(route.body));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
