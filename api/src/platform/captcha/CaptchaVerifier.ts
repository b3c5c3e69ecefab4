import { lt } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { captchaSolutions } from '../../db/schema/accounts.js';
import { DEFAULT_VERIFY_URLS, type CaptchaConfig, type CaptchaProvider } from './captchaConfig.js';
import { checkSolution, issueChallenge, type PowChallenge } from './proofOfWork.js';

export interface CaptchaChallengeBody {
  provider: CaptchaProvider;
  siteKey: string | null;
  challenge: string | null;
  difficulty: number | null;
}

/** One interface over the self-hosted proof of work, reCAPTCHA, Turnstile and "none" (local tests). */
export class CaptchaVerifier {
  constructor(
    private readonly config: CaptchaConfig,
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get provider(): CaptchaProvider {
    return this.config.provider;
  }

  /** What the page needs to show the captcha (and, for proof of work, the puzzle itself). */
  challenge(): CaptchaChallengeBody {
    const { provider, siteKey } = this.config;
    if (provider !== 'pow') return { provider, siteKey: siteKey ?? null, challenge: null, difficulty: null };
    const issued: PowChallenge = issueChallenge(this.config.secret, this.config.powDifficulty, this.clock());
    return { provider, siteKey: null, challenge: issued.challenge, difficulty: issued.difficulty };
  }

  async verify(token: string | undefined, ip: string): Promise<boolean> {
    switch (this.config.provider) {
      case 'none':
        return true;
      case 'pow':
        return this.verifyProofOfWork(token);
      case 'recaptcha':
      case 'turnstile':
        return this.verifyRemotely(this.config.provider, token, ip);
    }
  }

  private async verifyProofOfWork(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const now = this.clock();
    const solution = checkSolution(this.config.secret, this.config.powDifficulty, token.trim(), now);
    if (!solution) return false;
    // A solution passes once: the insert is the check, so two requests racing with it cannot both pass.
    const spent = await this.db
      .insert(captchaSolutions)
      .values({ challengeHash: solution.challengeHash, expiresAt: solution.expiresAt })
      .onConflictDoNothing()
      .returning({ challengeHash: captchaSolutions.challengeHash });
    await this.db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
    return spent.length === 1;
  }

  private async verifyRemotely(
    provider: 'recaptcha' | 'turnstile',
    token: string | undefined,
    ip: string,
  ): Promise<boolean> {
    if (!token) return false;
    const body = new URLSearchParams({ secret: this.config.secret, response: token, remoteip: ip });
    try {
      const response = await this.fetchImpl(this.config.verifyUrl ?? DEFAULT_VERIFY_URLS[provider], {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: unknown };
      return result.success === true;
    } catch {
      // The provider cannot be asked: refuse rather than let everyone through.
      return false;
    }
  }
}
