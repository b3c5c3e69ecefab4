import type { FastifyRequest } from 'fastify';

import type { SessionRow, SignedInSession } from '../identity/sessions.repository.js';
import { AppError } from '../errors/AppError.js';
import { sameHash, sha256Hex } from './secrets.js';

export interface AuthenticatedUser {
  userId: number;
  sessionId: string;
  login: string;
  source: SessionRow['source'];
}

/** How long a session lives: idle (since its last use) and at most (since sign-in), in seconds. */
export interface SessionLifetime {
  idleSeconds: number;
  maxSeconds: number;
}

/** Defaults: the spec's 365-day cookie as the absolute limit; 90 days unused ends a session sooner. */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = {
  idleSeconds: 90 * 24 * 3600,
  maxSeconds: 365 * 24 * 3600,
};

interface SessionStore {
  findSignedIn(id: string): Promise<SignedInSession | null>;
  terminate(userId: number, id: string, at: Date): Promise<unknown>;
  touch(id: string, at: Date, ip: string | null): Promise<void>;
}

interface UserLookup {
  touchLastOnline(userId: number, at: Date): Promise<void>;
}

// Writing last-use on every request would turn each read into a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;
/** Sessions remembered as just written (bounded: emptied when full, which costs at most one more write each). */
const MAX_TOUCHED = 10_000;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const single = Array.isArray(value) ? value[0] : value;
  const trimmed = single?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The 401 of a visitor where only a signed-in user is served (the site then asks to sign in). */
export function signInRequired(): AppError {
  return new AppError('UNAUTHORIZED', { ru: 'Войдите в аккаунт', en: 'Sign in to continue' });
}

/** Reads `Access-Id` + `Access-Token` (docs/product.md#accounts) and answers whose session it is. */
export class AuthService {
  constructor(
    private readonly sessions: SessionStore,
    private readonly users: UserLookup,
    private readonly clock: () => Date,
    private readonly lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
  ) {}

  /**
   * When this process last wrote each session's last use. A signed-in page asks the api several times at
   * once: every one of those requests read the old time from the database before the first write
   * landed, so each wrote it again (issue 32). Marked before the write, so only one of them writes.
   */
  private readonly touchedAt = new Map<string, number>();

  private touchDue(session: SessionRow, now: number): boolean {
    const last = Math.max(session.lastUsedAt.getTime(), this.touchedAt.get(session.id) ?? 0);
    if (now - last <= TOUCH_EVERY_MS) return false;
    if (this.touchedAt.size >= MAX_TOUCHED) this.touchedAt.clear();
    this.touchedAt.set(session.id, now);
    return true;
  }

  /**
   * The signed-in user, or null for a visitor. A present but wrong or ended token is a 401. Each call
   * reads the database once (the session joined to its account's nickname; a write at most once a
   * minute): routeAccess.ts calls it once per request and handlers read its answer (signedIn.ts).
   */
  optional(request: FastifyRequest): Promise<AuthenticatedUser | null> {
    return this.lookup(request);
  }

  private async lookup(request: FastifyRequest): Promise<AuthenticatedUser | null> {
    const accessId = header(request, 'access-id');
    const accessToken = header(request, 'access-token');
    if (accessId === undefined && accessToken === undefined) return null;
    if (accessId === undefined || accessToken === undefined) throw this.expired();
    // One read: the session and its account's nickname (no account: no session).
    const session = await this.sessions.findSignedIn(accessId);
    if (!session || !sameHash(session.tokenHash, sha256Hex(accessToken))) throw this.expired();
    const now = this.clock();
    // The server ends sessions itself, whatever the cookie's own expiry says.
    const idle = now.getTime() - session.lastUsedAt.getTime() > this.lifetime.idleSeconds * 1000;
    const old = now.getTime() - session.createdAt.getTime() > this.lifetime.maxSeconds * 1000;
    if (idle || old) {
      await this.sessions.terminate(session.userId, session.id, now);
      throw this.expired();
    }
    if (this.touchDue(session, now.getTime())) {
      await Promise.all([
        this.sessions.touch(session.id, now, request.ip),
        this.users.touchLastOnline(session.userId, now),
      ]);
    }
    return { userId: session.userId, sessionId: session.id, login: session.login, source: session.source };
  }

  /** The signed-in user, or a 401 (the site then signs out, docs/product.md#errors). */
  async require(request: FastifyRequest): Promise<AuthenticatedUser> {
    const user = await this.optional(request);
    if (!user) throw signInRequired();
    return user;
  }

  private expired(): AppError {
    return new AppError('UNAUTHORIZED', {
      ru: 'Сессия завершена, войдите снова',
      en: 'Your session has ended, sign in again',
    });
  }
}
