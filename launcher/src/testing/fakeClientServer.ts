import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ClientManifest, ManifestFile } from '../install/clientManifest.js';

export interface FakeFile {
  path: string;
  bytes: Buffer;
}

/**
 * A stand-in for the api's `/api-launcher` and its file store, for the agent's and the installer's tests:
 * real HTTP with Range, plus switches to break it the ways the network does.
 */
export class FakeClientServer {
  readonly server = http.createServer((request, response) => {
    this.handle(request, response);
  });
  base = '';
  /** Paths under /files/ that answer 500 (a dead mirror). */
  readonly failing = new Set<string>();
  /** Paths under /files/ whose bytes are flipped (a corrupting proxy). */
  readonly corrupt = new Set<string>();
  /** Paths that answer 302 to another address (a file store sending the launcher to its CDN). */
  readonly redirects = new Map<string, string>();
  /** Cut the connection after this many bytes of a response (a killed download). */
  cutAfter: number | null = null;
  readonly requests: { path: string; range: string | undefined }[] = [];
  manifest: ClientManifest;
  private readonly blobs = new Map<string, Buffer>();

  constructor(
    readonly uuid: string,
    files: FakeFile[],
    extra: Partial<ClientManifest> = {},
  ) {
    this.manifest = this.buildManifest('1.0.0', files, extra);
  }

  buildManifest(version: string, files: FakeFile[], extra: Partial<ClientManifest> = {}): ClientManifest {
    const entries: ManifestFile[] = files.map((file) => {
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      this.blobs.set(sha256, file.bytes);
      return {
        path: file.path,
        size: file.bytes.length,
        sha256,
        sha1: createHash('sha1').update(file.bytes).digest('hex'),
        urls: [`/files/${sha256}`],
      };
    });
    this.manifest = {
      uuid: this.uuid,
      version,
      javaMajor: 8,
      mainClass: 'Main',
      classpath: [],
      jvmArgs: [],
      gameArgs: [],
      files: entries,
      ...extra,
    };
    return this.manifest;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({ path: url.pathname, range: request.headers.range });
    if (url.pathname === '/api-launcher/clients') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          items: [
            {
              uuid: this.uuid,
              serverSlug: 'hitech',
              name: 'HiTech',
              version: this.manifest.version,
              gameVersion: '1.12.2',
              javaMajor: this.manifest.javaMajor,
              iconUrl: '/files/icon',
              backgroundUrl: null,
            },
          ],
        }),
      );
      return;
    }
    if (url.pathname === `/api-launcher/clients/${this.uuid}/manifest`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(this.manifest));
      return;
    }
    if (url.pathname === '/files/icon') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from('png bytes'));
      return;
    }
    const location = this.redirects.get(url.pathname);
    if (location !== undefined) {
      response.writeHead(302, { location });
      response.end();
      return;
    }
    const name = url.pathname.replace(/^\/(files|mirror)\//, '');
    const blob = this.blobs.get(name);
    if (blob === undefined || this.failing.has(url.pathname)) {
      response.writeHead(blob === undefined ? 404 : 500);
      response.end();
      return;
    }
    let bytes = this.corrupt.has(url.pathname) ? Buffer.from(blob.map((byte) => byte ^ 0xff)) : blob;
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range === null ? 0 : Number(range[1]);
    bytes = bytes.subarray(start);
    response.writeHead(range === null ? 200 : 206, { 'content-length': String(bytes.length) });
    if (this.cutAfter !== null) {
      const cut = this.cutAfter;
      this.cutAfter = null;
      // The connection dies mid-file (once the bytes are out), like a killed launcher or a dropped network.
      response.write(bytes.subarray(0, cut), () => {
        setTimeout(() => response.destroy(), 20);
      });
      return;
    }
    response.end(bytes);
  }
}
