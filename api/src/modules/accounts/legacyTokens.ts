import type { FlowTokens } from '../../platform/auth/flowTokens.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const LEGACY_TOKEN_PURPOSE = 'legacy-token';

/**
 * Tokens the previous site and launcher cached on players' machines. Staff import them (hashed) into
 * flow tokens when migrating; each is exchanged once for new credentials (docs/product.md#accounts), then gone.
 */
export class LegacyTokens {
  constructor(
    private readonly flowTokens: FlowTokens,
    private readonly users: UsersRepository,
  ) {}

  async import(userId: number, token: string, ttlSeconds = 180 * 24 * 3600): Promise<void> {
    await this.flowTokens.issue(LEGACY_TOKEN_PURPOSE, { userId, secret: token, ttlSeconds });
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
