import type { FastifyRequest } from 'fastify';

import { pickLocale, type Locale } from '../../platform/locale.js';
import { AppError } from '../../platform/errors/AppError.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { mergePermissionTrees } from '../../platform/auth/permissions.js';
import { randomSecret, sha256Hex } from '../../platform/auth/secrets.js';
import { THROTTLE_RULES, type Throttle } from '../../platform/throttle/throttle.js';
import { addressAtAccountKey, signInBudgets, type SignInProof } from './signInLimits.js';
import type { AuthResponseBody, CabinetBody } from './accounts.schemas.js';
import type { AccountState, AccountStates } from './accountState.js';
import {
  EMAIL_TAKEN,
  LOGIN_TAKEN,
  PASSWORD_MISMATCH,
  TERMS_REQUIRED,
  emailProblem,
  loginProblem,
  passwordProblem,
} from './accountRules.js';
import type { SessionRow, SessionsRepository } from '../../platform/identity/sessions.repository.js';
import type { UserRow, UsersRepository } from '../../platform/identity/users.repository.js';

export interface SessionMeta {
  source: SessionRow['source'];
  userAgent: string | undefined;
  ip: string;
  browser?: string | undefined;
  system?: string | undefined;
  systemData?: Record<string, unknown> | undefined;
  /** The language of the page signing in; the 2FA bot writes in it. */
  locale?: Locale | undefined;
}

export interface IssuedSession {
  accessId: string;
  accessToken: string;
}

/**
 * Decides whether a sign-in needs a second factor. The two-factor module's gate throws the -7 error
 * (with a challenge) for accounts linked to a bot; without it every sign-in goes straight through.
 */
export interface TwoFactorGate {
  challenge(user: UserRow, meta: SessionMeta): Promise<void>;
}

/** Records who invited a new player (the referrals module); an unknown code is simply not recorded. */
export interface ReferralSink {
  attach(userId: number, code: string): Promise<void>;
}
const NO_REFERRALS: ReferralSink = { attach: () => Promise.resolve() };

export interface RegistrationInput {
  login: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  acceptOffer: boolean;
  acceptPrivacy: boolean;
  acceptRules: boolean;
  /** The inviter's code from the `/r/{code}` cookie. */
  referralCode?: string;
}

const USER_AGENT_LIMIT = 500;

export function sessionMetaOf(
  request: FastifyRequest,
  source: SessionRow['source'],
  extra: Pick<SessionMeta, 'browser' | 'system' | 'systemData'> = {},
): SessionMeta {
  const agent: string | undefined = request.headers['user-agent'];
  return {
    source,
    userAgent: agent,
    ip: request.ip,
    locale: pickLocale(request.headers['accept-language']),
    ...extra,
  };
}

function fieldError(field: string, text: { ru: string; en: string }): AppError {
  return new AppError('VALIDATION_FAILED', text, { field });
}

/** The signed-in state every auth answer carries (docs/product.md#accounts). */
function authStateOf({ user, balanceKopecks, coins, groups, ban }: AccountState) {
  return {
    data: { id: user.id, login: user.login, avatarOrSkin: user.avatarOrSkin ?? null },
    permissions: mergePermissionTrees(groups.map((group) => group.permissions)),
    preferredServer: user.preferredServer,
    coins,
    balance: balanceKopecks / 100,
    managers: { ban },
    region: user.region === null ? null : { region: user.region, fixed: user.regionFixed },
  };
}

export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly throttle: Throttle,
    private readonly clock: () => Date,
    /** The auth state and the cabinet, each one read (accountState.ts). */
    private readonly states: AccountStates,
    private readonly referrals: ReferralSink = NO_REFERRALS,
    /** Absent: no second factor (the service the two-factor module itself issues sessions with). */
    private readonly twoFactorGate?: TwoFactorGate,
  ) {}

  async issueSession(userId: number, meta: SessionMeta): Promise<IssuedSession & { session: SessionRow }> {
    const accessId = randomSecret(16);
    const accessToken = randomSecret(32);
    const now = this.clock();
    const session: SessionRow = {
      id: accessId,
      userId,
      tokenHash: sha256Hex(accessToken),
      source: meta.source,
      userAgent: meta.userAgent?.slice(0, USER_AGENT_LIMIT) ?? null,
      browser: meta.browser?.slice(0, 200) ?? null,
      system: meta.system?.slice(0, 200) ?? null,
      systemData: meta.systemData ?? null,
      ip: meta.ip,
      createdAt: now,
      lastUsedAt: now,
      terminatedAt: null,
    };
    await this.sessions.insert(session);
    await this.users.touchLastOnline(userId, now);
    return { accessId, accessToken, session };
  }

  async authResponse(userId: number, credentials: IssuedSession): Promise<AuthResponseBody> {
    return { ...authStateOf(await this.stateOf(userId)), ...credentials };
  }

  /** Issues a session after the second-factor gate; the gate answers -7 for protected accounts. */
  async signIn(user: UserRow, meta: SessionMeta): Promise<AuthResponseBody> {
    await this.twoFactorGate?.challenge(user, meta);
    const { accessId, accessToken } = await this.issueSession(user.id, meta);
    return this.authResponse(user.id, { accessId, accessToken });
  }

  /**
   * Password sign-in (limits in docs/security.md). Failures count per account and address, per address,
   * and per account; strangers cannot lock a player out: an account past its limit only shuts out the
   * addresses that have been failing at it. Without a captcha (Yggdrasil) an address gets fewer tries.
   * The attempt is taken from every budget atomically before the password is checked, so simultaneous
   * guesses cannot overrun a limit; a name with no account has budgets of its own, so the answers are
   * the same whether or not the account exists.
   */
  async login(
    loginOrEmail: string,
    password: string,
    meta: SessionMeta,
    proof: SignInProof = 'password-only',
  ): Promise<AuthResponseBody> {
    const name = loginOrEmail.trim();
    const user = await this.users.findByLoginOrEmail(name);
    const account = user ? `account:${user.id}` : `name:${name.toLowerCase()}`;
    const attempt = await this.throttle.take(signInBudgets(account, meta.ip, proof));
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await decoyPasswordHash(), password)) && false;
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
    // The address has proved itself: its earlier typos no longer count against it at this account.
    await attempt.giveBack([addressAtAccountKey(account, meta.ip)]);
    return this.signIn(user, meta);
  }

  /**
   * One try at a legacy token, per address and per nickname: the exchange checks a secret, so it is
   * throttled like a password. `giveBack` on success.
   */
  takeLegacyAttempt(login: string, ip: string) {
    return this.throttle.take([
      { key: `legacy:ip:${ip}`, rule: THROTTLE_RULES.legacyTokenPerIp },
      { key: `legacy:name:${login.trim().toLowerCase()}`, rule: THROTTLE_RULES.legacyTokenPerAccount },
    ]);
  }

  async register(input: RegistrationInput, meta: SessionMeta): Promise<AuthResponseBody> {
    const login = input.login.trim();
    const email = input.email.trim();
    if (!input.acceptOffer || !input.acceptPrivacy || !input.acceptRules) {
      throw fieldError('accept', TERMS_REQUIRED);
    }
    const problem =
      this.problemOf('login', loginProblem(login)) ??
      this.problemOf('email', emailProblem(email)) ??
      this.problemOf('password', passwordProblem(input.password, login));
    if (problem) throw problem;
    if (input.password !== input.passwordConfirmation)
      throw fieldError('passwordConfirmation', PASSWORD_MISMATCH);
    const ipKey = `register:ip:${meta.ip}`;
    await this.throttle.assertAllowed(ipKey, THROTTLE_RULES.registerPerIp);
    if (await this.users.findByLogin(login)) throw new AppError('CONFLICT', LOGIN_TAKEN, { field: 'login' });
    if (await this.users.findByEmail(email)) throw new AppError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await this.users.create({ login, email, passwordHash, registrationIp: meta.ip });
    } catch (error) {
      // Two registrations racing for one name: the unique index decides, the loser gets a clear answer.
      if (await this.users.findByLogin(login))
        throw new AppError('CONFLICT', LOGIN_TAKEN, { field: 'login' });
      if (await this.users.findByEmail(email))
        throw new AppError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
      throw error;
    }
    await this.throttle.recordFailure(ipKey);
    if (input.referralCode !== undefined) await this.referrals.attach(user.id, input.referralCode);
    const { accessId, accessToken } = await this.issueSession(user.id, meta);
    return this.authResponse(user.id, { accessId, accessToken });
  }

  /** `user/validation`: one field at a time, the same rules registration applies (see docs/security.md). */
  async validateField(field: 'login' | 'email' | 'password', value: string, ip: string) {
    await this.throttle.take([{ key: `validation:ip:${ip}`, rule: THROTTLE_RULES.validationPerIp }]);
    const trimmed = field === 'password' ? value : value.trim();
    let problem =
      field === 'login'
        ? loginProblem(trimmed)
        : field === 'email'
          ? emailProblem(trimmed)
          : passwordProblem(trimmed);
    if (!problem && field === 'login' && (await this.users.findByLogin(trimmed))) problem = LOGIN_TAKEN;
    // Nicknames are public (every player has a profile page), so a taken one is said at once; whether an
    // email has an account is said only by registration itself, behind its captcha and limits.
    return { field, problem };
  }

  async cabinet(userId: number): Promise<CabinetBody> {
    const state = await this.stateOf(userId);
    const { user } = state;
    return {
      ...authStateOf(state),
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      hasPassword: user.passwordHash !== null,
      groups: state.groups.map((group) => group.name),
      createdAt: user.createdAt.toISOString(),
    };
  }

  private async stateOf(userId: number): Promise<AccountState> {
    const state = await this.states.of(userId);
    if (!state) throw new AppError('UNAUTHORIZED');
    return state;
  }

  private problemOf(field: string, problem: { ru: string; en: string } | null): AppError | null {
    return problem ? fieldError(field, problem) : null;
  }
}
