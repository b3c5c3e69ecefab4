import { createHash, randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/client.js';
import { gameServers, type GameServerRow } from '../../db/schema/servers.js';
import { AppError } from '../../platform/errors/AppError.js';

export const SERVER_TOKEN_HEADER = 'x-server-token';

export function hashServerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes; the prefix makes a leaked token easy to recognise in logs and secret scanners. */
export function newServerToken(): string {
  return `lst_${randomBytes(32).toString('base64url')}`;
}

/**
 * One token per game server, stored as a SHA-256 hash. A token names its server: every system call made
 * with it acts for that server only, whatever the body says.
 */
export class ServerTokens {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** A new token for the server; the old one stops working at once. The plain token is shown only here. */
  async rotate(slug: string): Promise<string | null> {
    const token = newServerToken();
    const [row] = await this.db
      .update(gameServers)
      .set({ tokenHash: hashServerToken(token), tokenRotatedAt: this.clock() })
      .where(eq(gameServers.slug, slug))
      .returning({ id: gameServers.id });
    return row === undefined ? null : token;
  }

  /** The server the request's X-Server-Token belongs to; 401 for a missing or unknown token. */
  async require(request: FastifyRequest): Promise<GameServerRow> {
    const given = request.headers[SERVER_TOKEN_HEADER];
    if (typeof given === 'string' && given.length >= 16 && given.length <= 200) {
      // Looked up by hash: the comparison never touches the secret itself, so timing reveals nothing.
      const [server] = await this.db
        .select()
        .from(gameServers)
        .where(eq(gameServers.tokenHash, hashServerToken(given)))
        .limit(1);
      if (server !== undefined) return server;
    }
    throw new AppError(
      'UNAUTHORIZED',
      "A valid X-Server-Token header (the game server's own token) is required",
    );
  }
}
