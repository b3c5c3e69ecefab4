import type { FlowTokens } from '../../platform/auth/flowTokens.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { UserRow, UsersRepository } from '../../platform/identity/users.repository.js';

export const LEGACY_TOKEN_PURPOSE = 'legacy-token';

/** How long an imported token without its own expiry stays exchangeable: half a year. */
export const LEGACY_TOKEN_DEFAULT_TTL_SECONDS = 180 * 24 * 3600;

/**
 * Tokens the previous site and launcher cached on players' machines. Staff import them (hashed) into
 * flow tokens when migrating; each is exchanged once for new credentials (docs/product.md#accounts), then gone.
 */
export class LegacyTokens {
  constructor(
    private readonly flowTokens: FlowTokens,
    private readonly users: UsersRepository,
  ) {}

  async import(userId: number, token: string, ttlSeconds = LEGACY_TOKEN_DEFAULT_TTL_SECONDS): Promise<void> {
    // Trimmed as the exchange trims the header, or a token with a stray space would never match.
    await this.flowTokens.issue(LEGACY_TOKEN_PURPOSE, { userId, secret: token.trim(), ttlSeconds });
  }

  /**
   * Imports a token unless it was imported before (live, spent or expired): running the migration again
   * adds nothing and never revives a token a player already exchanged.
   */
  async importOnce(userId: number, token: string, ttlSeconds?: number): Promise<'imported' | 'known'> {
    if (await this.flowTokens.wasIssued(LEGACY_TOKEN_PURPOSE, token.trim(), userId)) return 'known';
    await this.import(userId, token, ttlSeconds);
    return 'imported';
  }

  async redeem(login: string, token: string | undefined): Promise<UserRow> {
    const user = await this.users.findByLogin(login.trim());
    const row = user ? await this.flowTokens.consume(LEGACY_TOKEN_PURPOSE, token, user.id) : null;
    if (!user || !row) {
      throw new AppError('UNAUTHORIZED', {
        ru: 'Сохранённый вход устарел, войдите снова',
        en: 'The saved sign-in has expired, sign in again',
      });
    }
    return user;
  }
}
