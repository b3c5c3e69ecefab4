import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { sha256Hex, signAwsV4 } from '../signAwsV4.js';
import type { S3StorageOptions } from '../S3Storage.js';

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseAmzDate(value: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

interface StoredObject {
  body: Buffer;
  type: string | undefined;
}

/** Answers a read like S3 does: 404 NoSuchKey, the whole object, or one `bytes=a-b` / `bytes=a-` range (206). */
function answerRead(
  response: ServerResponse,
  stored: StoredObject | undefined,
  range: string | undefined,
): void {
  if (stored === undefined) {
    response
      .writeHead(404, { 'content-type': 'application/xml' })
      .end('<Error><Code>NoSuchKey</Code></Error>');
    return;
  }
  const headers = { 'content-type': stored.type ?? 'binary/octet-stream', 'accept-ranges': 'bytes' };
  const [, from, to] = /^bytes=(\d+)-(\d*)$/.exec(range ?? '') ?? [];
  if (from === undefined) {
    response.writeHead(200, { ...headers, 'content-length': stored.body.length }).end(stored.body);
    return;
  }
  const start = Number(from);
  const end = Math.min(to ? Number(to) : stored.body.length - 1, stored.body.length - 1);
  if (start > end) {
    response.writeHead(416).end();
    return;
  }
  response
    .writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${stored.body.length}` })
    .end(stored.body.subarray(start, end + 1));
}

/**
 * A local bucket that speaks enough of the S3 REST protocol for uploads (path-style PUT, GET with
 * Range, HEAD, DELETE): like S3 it recomputes the SigV4 signature from what it received and refuses a
 * mismatch (403 SignatureDoesNotMatch). Unsigned GETs are the bucket's public address (public-read),
 * where `S3_PUBLIC_URL` sends readers; unsigned writes are refused.
 */
export class FakeS3Bucket {
  /** Keyed by path, `/<bucket>/<key>`. */
  readonly objects = new Map<string, StoredObject>();
  private server: Server | undefined;
  endpoint = '';

  constructor(
    readonly accessKeyId: string,
    readonly secretAccessKey: string,
    readonly region: string,
  ) {}

  /** The `s3` setting of an api that stores in `bucket` here and sends readers straight to it. */
  storageOptions(bucket: string): S3StorageOptions {
    return {
      endpoint: this.endpoint,
      bucket,
      region: this.region,
      accessKeyId: this.accessKeyId,
      secretAccessKey: this.secretAccessKey,
      publicUrl: `${this.endpoint}/${bucket}`,
    };
  }

  /** The keys stored in one bucket, sorted. */
  keys(bucket: string): string[] {
    const prefix = `/${bucket}/`;
    return [...this.objects.keys()]
      .filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length))
      .sort();
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void readBody(request).then((body) => {
        this.answer(request, body, response);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.endpoint;
  }

  close(): void {
    this.server?.close();
  }

  private answer(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.endpoint);
    const method = request.method ?? 'GET';
    const isRead = method === 'GET' || method === 'HEAD';
    if (request.headers.authorization === undefined && isRead) {
      answerRead(response, this.objects.get(url.pathname), request.headers.range);
      return;
    }
    if (!this.signatureMatches(request, url, body)) {
      response.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    if (isRead) {
      answerRead(response, this.objects.get(url.pathname), request.headers.range);
      return;
    }
    if (method === 'PUT') this.objects.set(url.pathname, { body, type: request.headers['content-type'] });
    if (method === 'DELETE') this.objects.delete(url.pathname);
    response.writeHead(method === 'DELETE' ? 204 : 200).end();
  }

  private signatureMatches(request: IncomingMessage, url: URL, body: Buffer): boolean {
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
    return expected.authorization === request.headers.authorization;
  }
}
