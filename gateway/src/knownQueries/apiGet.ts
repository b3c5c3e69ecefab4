import http from 'node:http';
import https from 'node:https';

/** The api's answer to one GET, read whole. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  /** The api set a cookie: such an answer is left to Mesh. */
  setsCookie: boolean;
  body: string;
}

export type ApiGet = (path: string, headers: Record<string, string>) => Promise<ApiAnswer>;

/**
 * GETs of the api over kept-alive connections (node:http's own client: no fetch Request, Headers or
 * streams per call). Fails like fetch would on a connection error; a status is an answer, not a failure.
 * No timeout of its own, as Mesh's fetch has none (.meshrc.yml sets no `timeout`).
 */
export function apiGetter(apiUrl: string): ApiGet {
  const origin = new URL(apiUrl);
  const secure = origin.protocol === 'https:';
  const client = secure ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxFreeSockets: 64 });
  return (path, headers) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      const request = client.request(
        {
          protocol: origin.protocol,
          hostname: origin.hostname,
          port: origin.port,
          path,
          method: 'GET',
          headers,
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
