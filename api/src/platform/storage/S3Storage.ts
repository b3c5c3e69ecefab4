import { assertSafeKey, type FileStorage } from './FileStorage.js';
import { sha256Hex, signAwsV4, type AwsCredentials } from './signAwsV4.js';

export interface S3StorageOptions {
  /** The store's address, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO server. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where readers fetch the files (a CDN or the bucket's public address); `/uploads/...` redirects there. */
  publicUrl: string;
  fetch?: typeof fetch;
  clock?: () => Date;
}

/** Any S3-compatible store (AWS, MinIO, Yandex Object Storage, R2), path-style, signed with SigV4. */
export class S3Storage implements FileStorage {
  private readonly credentials: AwsCredentials;
  private readonly fetch: typeof fetch;
  private readonly clock: () => Date;

  constructor(private readonly options: S3StorageOptions) {
    this.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    };
    this.fetch = options.fetch ?? fetch;
    this.clock = options.clock ?? (() => new Date());
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.send('PUT', key, bytes, {
      'content-type': contentType,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  }

  async remove(key: string): Promise<void> {
    await this.send('DELETE', key, Buffer.alloc(0), {});
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key, Buffer.alloc(0), {});
    return response.status === 404 ? null : Buffer.from(await response.arrayBuffer());
  }

  /**
   * Documents keep same-origin `/uploads/...` paths whatever the storage, so a site can move between
   * the filesystem and a bucket without rewriting content; the api redirects them (`fileAddress`).
   */
  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }

  /** The bucket address of a stored key, for the `/uploads/` redirect. */
  fileAddress(key: string): string {
    assertSafeKey(key);
    return `${this.options.publicUrl.replace(/\/+$/, '')}/${key}`;
  }

  private async send(
    method: 'PUT' | 'DELETE' | 'GET',
    key: string,
    body: Buffer,
    headers: Record<string, string>,
  ): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}/${key}`);
    const signed = signAwsV4(
      { method, url, headers, payloadHash: sha256Hex(body) },
      this.credentials,
      this.clock(),
    );
    const response = await this.fetch(url, {
      method,
      headers: { ...headers, ...signed },
      body: method === 'PUT' ? new Uint8Array(body) : undefined,
    });
    // Deleting or reading what is already gone is answered as such; anything else must have worked.
    if (!response.ok && !(method !== 'PUT' && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} answered ${response.status}`);
    }
    return response;
  }
}
