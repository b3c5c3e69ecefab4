import { createPublicKey, generateKeyPair, sign } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** The texture-signing key: RSA as Mojang's, the private half kept only in the data directory. */
export interface SigningKey {
  publicKeyPem: string;
  /** base64 SHA1withRSA signature, the one authlib-injector checks on the `textures` property. */
  sign(value: string): string;
}

function fromPrivatePem(privateKeyPem: string): SigningKey {
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  return {
    publicKeyPem,
    sign: (value) => sign('RSA-SHA1', Buffer.from(value, 'utf8'), privateKeyPem).toString('base64'),
  };
}

/**
 * Reads `DATA_DIR/yggdrasil/signing-key.pem`, or generates it on the first start. Clients cache the
 * public key (the launcher prefetches the metadata), so it must never change: back this file up, and
 * give every api replica the same one.
 */
export async function loadSigningKey(dataDir: string, modulusLength = 4096): Promise<SigningKey> {
  const file = path.join(dataDir, 'yggdrasil', 'signing-key.pem');
  try {
    return fromPrivatePem(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generate('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start together, the first key written wins and the other reads it.
    await writeFile(file, privateKey, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromPrivatePem(await readFile(file, 'utf8'));
  }
  return fromPrivatePem(privateKey);
}

/** Loads the key on first use (the OpenAPI export builds the app without a data directory). */
export function lazySigningKey(dataDir: string): () => Promise<SigningKey> {
  let loading: Promise<SigningKey> | undefined;
  return () => {
    loading ??= loadSigningKey(dataDir).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
