import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { sha256Hex, signAwsV4 } from '../signAwsV4.js';

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseAmzDate(value: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/**
 * A local bucket that speaks enough of the S3 protocol for uploads: like S3 it recomputes the SigV4
 * signature from what it received and refuses a mismatch (403 SignatureDoesNotMatch).
 */
export class FakeS3Bucket {
  readonly objects = new Map<string, { body: Buffer; type: string | undefined }>();
  private server: Server | undefined;
  endpoint = '';

  constructor(
    readonly accessKeyId: string,
    readonly secretAccessKey: string,
    readonly region: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const url = new URL(request.url ?? '/', this.endpoint);
        const signedNames =
          /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1]?.split(';') ?? [];
        const headers = Object.fromEntries(
          signedNames
            .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
            .map((name) => [name, String(request.headers[name])]),
        );
        const expected = signAwsV4(
          { method: request.method ?? 'GET', url, headers, payloadHash: sha256Hex(body) },
          {
            accessKeyId: this.accessKeyId,
            secretAccessKey: this.secretAccessKey,
            region: this.region,
            service: 's3',
          },
          parseAmzDate(String(request.headers['x-amz-date'])),
        );
        if (expected.authorization !== request.headers.authorization) {
          response.writeHead(403).end('SignatureDoesNotMatch');
          return;
        }
        if (request.method === 'PUT')
          this.objects.set(url.pathname, { body, type: request.headers['content-type'] });
        if (request.method === 'DELETE') this.objects.delete(url.pathname);
        response.writeHead(request.method === 'DELETE' ? 204 : 200).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.endpoint;
  }

  close(): void {
    this.server?.close();
  }
}
