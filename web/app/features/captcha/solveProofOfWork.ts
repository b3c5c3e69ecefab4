/** Leading zero bits of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

/**
 * Finds the nonce the api asks for: SHA-256(challenge + ":" + nonce) must start with `difficulty` zero
 * bits. Answers the token the forms send (`challenge:nonce`).
 */
export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  digest: Digest,
  signal?: AbortSignal,
): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    if (signal?.aborted) throw new Error('aborted');
    const hash = new Uint8Array(await digest(encoder.encode(`${challenge}:${nonce}`)));
    if (leadingZeroBits(hash) >= difficulty) return `${challenge}:${nonce}`;
  }
}
