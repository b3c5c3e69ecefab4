import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A self-hosted captcha: the page must spend about a second of CPU per form, which costs a person
// nothing and a bot farm a lot. Challenges are stateless (signed); spent solutions are remembered.

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface PowChallenge {
  challenge: string;
  difficulty: number;
  expiresAt: string;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function leadingZeroBits(hash: Buffer): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function issueChallenge(secret: string, difficulty: number, now: Date): PowChallenge {
  const expiresAt = now.getTime() + CHALLENGE_TTL_MS;
  const payload = `${expiresAt}.${randomBytes(12).toString('base64url')}.${difficulty}`;
  return {
    challenge: `${payload}.${sign(secret, payload)}`,
    difficulty,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

export interface CheckedSolution {
  /** What identifies the challenge once spent (its SHA-256). */
  challengeHash: string;
  expiresAt: Date;
}

/** The solution's challenge when the token is well-formed, signed by us, fresh and does the work. */
export function checkSolution(
  secret: string,
  minimumDifficulty: number,
  token: string,
  now: Date,
): CheckedSolution | null {
  const split = token.lastIndexOf(':');
  if (split <= 0) return null;
  const challenge = token.slice(0, split);
  const nonce = token.slice(split + 1);
  if (!/^\d{1,12}$/.test(nonce)) return null;
  const parts = challenge.split('.');
  if (parts.length !== 4) return null;
  const [expires = '', salt = '', difficultyText = '', signature = ''] = parts;
  const expected = Buffer.from(sign(secret, `${expires}.${salt}.${difficultyText}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = Number(expires);
  const difficulty = Number(difficultyText);
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return null;
  if (!Number.isInteger(difficulty) || difficulty < minimumDifficulty) return null;
  const hash = createHash('sha256').update(`${challenge}:${nonce}`).digest();
  if (leadingZeroBits(hash) < difficulty) return null;
  return {
    challengeHash: createHash('sha256').update(challenge).digest('hex'),
    expiresAt: new Date(expiresAt),
  };
}

/** Finds a nonce the slow way; tests and scripts use it, the browser has its own worker. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const hash = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    if (leadingZeroBits(hash) >= difficulty) return `${challenge}:${nonce}`;
  }
}
