import http from 'node:http';
import https from 'node:https';

/** The api's answer to one call, read whole. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  /** The api set a cookie: such an answer is left to Mesh. */
  setsCookie: boolean;
  body: string;
}

/** A GET, or a POST without a body (a reads-only mutation such as the signed-in state). */
export type ApiMethod = 'GET' | 'POST';

export type ApiCall = (
  method: ApiMethod,
  path: string,
  headers: Record<string, string>,
) => Promise<ApiAnswer>;

/** Where the answer to a call is kept for Mesh (prefetched.ts): the method and the api's path. */
export function callKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/**
 * Calls of the api over kept-alive connections (node:http's own client: no fetch Request, Headers or
 * streams per call). Fails like fetch would on a connection error; a status is an answer, not a failure.
 * No timeout of its own, as Mesh's fetch has none (.meshrc.yml sets no `timeout`). A POST goes without a
 * body and with `content-length: 0`, as Mesh sends a mutation without input.
 */
export function apiCaller(apiUrl: string): ApiCall {
  const origin = new URL(apiUrl);
  const secure = origin.protocol === 'https:';
  const client = secure ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxFreeSockets: 64 });
  return (method, path, headers) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      const request = client.request(
        {
          protocol: origin.protocol,
          hostname: origin.hostname,
          port: origin.port,
          path,
          method,
          headers: method === 'POST' ? { ...headers, 'content-length': '0' } : headers,
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'] ?? '',
              setsCookie: response.headers['set-cookie'] !== undefined,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
}
