import { createHash } from 'node:crypto';

import type { FlowTokens } from '../../platform/auth/flowTokens.js';
import { randomSecret } from '../../platform/auth/secrets.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { UsersRepository } from '../../platform/identity/users.repository.js';
import { type AccountsService, LOGIN_TAKEN, loginProblem, type SessionMeta } from '../accounts/index.js';
import type { OauthAccountsRepository } from './oauthAccounts.repository.js';
import { isSignInProvider, oauthProviderNames, type OauthProviderName } from './oauthConfig.js';
import { canShowOnProfile, publicPageOf } from './profileLinks.js';
import type { CallbackParams, OauthProvider } from './providers/OauthProvider.js';

const STATE = 'oauth-state';
const REGISTRATION = 'oauth-registration';
const STATE_TTL_SECONDS = 10 * 60;
const REGISTRATION_TTL_SECONDS = 30 * 60;

const FAILED = {
  ru: 'Не удалось войти через внешний сервис. Попробуйте ещё раз.',
  en: 'Signing in through the provider failed. Try again.',
};

export interface OauthDeps {
  providers: Partial<Record<OauthProviderName, OauthProvider>>;
  accounts: AccountsService;
  users: UsersRepository;
  links: OauthAccountsRepository;
  flowTokens: FlowTokens;
  publicSiteUrl: string;
  clock: () => Date;
}

const LINK_ONLY = {
  ru: 'Этот сервис можно только привязать к аккаунту, войти через него нельзя',
  en: 'This service can only be linked to an account, not used to sign in',
};

/** A linked account the player chose to show on the public profile. */
export interface ProfileLink {
  provider: OauthProviderName;
  name: string | null;
  url: string;
}

export type OauthOutcome =
  | { kind: 'signed-in'; auth: Awaited<ReturnType<AccountsService['signIn']>> }
  | { kind: 'linked' }
  | { kind: 'register'; token: string; suggestedLogin: string | null };

/**
 * Sign-in and linking through VK ID, Steam, Google and Yandex; linking only for Discord and YouTube
 * (docs/product.md#oauth).
 */
export class OauthService {
  constructor(private readonly deps: OauthDeps) {}

  /** The ways to sign in this site is set up for (the link-only services are not among them). */
  enabled(): OauthProviderName[] {
    return (Object.keys(this.deps.providers) as OauthProviderName[]).filter(
      (name) => this.deps.providers[name] && isSignInProvider(name),
    );
  }

  redirectUri(provider: OauthProviderName): string {
    return `${this.deps.publicSiteUrl}/oauth/${provider}`;
  }

  async start(
    provider: OauthProviderName,
    purpose: 'login' | 'link',
    userId: number | null,
    returnTo: string | undefined,
  ) {
    const client = this.provider(provider);
    if (purpose === 'link' && userId === null) throw new AppError('UNAUTHORIZED');
    if (purpose === 'login' && !isSignInProvider(provider)) {
      throw new AppError('VALIDATION_FAILED', LINK_ONLY, { field: 'purpose' });
    }
    const verifier = randomSecret(48);
    const state = await this.deps.flowTokens.issue(STATE, {
      userId,
      payload: { provider, purpose, verifier, returnTo: returnTo ?? null },
      ttlSeconds: STATE_TTL_SECONDS,
    });
    const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
    return { url: client.authorizeUrl({ state, codeChallenge, redirectUri: this.redirectUri(provider) }) };
  }

  async complete(
    provider: OauthProviderName,
    state: string,
    params: CallbackParams,
    signedInUserId: number | null,
    meta: SessionMeta,
  ): Promise<OauthOutcome & { returnTo: string | null }> {
    const client = this.provider(provider);
    const row = await this.deps.flowTokens.consume(STATE, state);
    const payload = row?.payload ?? {};
    if (!row || payload.provider !== provider || typeof payload.verifier !== 'string') {
      throw new AppError('VALIDATION_FAILED', FAILED, { field: 'state' });
    }
    const returnTo = typeof payload.returnTo === 'string' ? payload.returnTo : null;
    let profile;
    try {
      profile = await client.complete(params, payload.verifier, this.redirectUri(provider), state);
    } catch {
      throw new AppError('VALIDATION_FAILED', FAILED);
    }
    const existing = await this.deps.links.findBySubject(provider, profile.subject);
    if (payload.purpose !== 'link' && !isSignInProvider(provider)) {
      throw new AppError('VALIDATION_FAILED', LINK_ONLY);
    }
    if (payload.purpose === 'link') {
      if (row.userId === null || row.userId !== signedInUserId) throw new AppError('UNAUTHORIZED');
      if (existing && existing.userId !== row.userId) {
        throw new AppError('CONFLICT', {
          ru: 'Этот аккаунт сервиса уже привязан к другому игроку',
          en: 'This provider account belongs to another player',
        });
      }
      if (!existing)
        await this.deps.links.link(
          row.userId,
          provider,
          profile.subject,
          profile.displayName,
          this.deps.clock(),
        );
      return { kind: 'linked', returnTo };
    }
    if (existing) {
      const user = await this.deps.users.findById(existing.userId);
      if (!user) throw new AppError('VALIDATION_FAILED', FAILED);
      return { kind: 'signed-in', auth: await this.deps.accounts.signIn(user, meta), returnTo };
    }
    const token = await this.deps.flowTokens.issue(REGISTRATION, {
      payload: { provider, subject: profile.subject, displayName: profile.displayName },
      ttlSeconds: REGISTRATION_TTL_SECONDS,
    });
    return { kind: 'register', token, suggestedLogin: profile.suggestedLogin, returnTo };
  }

  /** First sign-in: the player picks a nickname; the account is created with the provider linked. */
  async register(provider: OauthProviderName, token: string, login: string, meta: SessionMeta) {
    const peeked = await this.deps.flowTokens.peek(REGISTRATION, token);
    if (peeked?.payload.provider !== provider || typeof peeked.payload.subject !== 'string') {
      throw new AppError('VALIDATION_FAILED', FAILED, { field: 'token' });
    }
    const nickname = login.trim();
    const problem = loginProblem(nickname);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { field: 'login' });
    if (await this.deps.users.findByLogin(nickname))
      throw new AppError('CONFLICT', LOGIN_TAKEN, { field: 'login' });
    const row = await this.deps.flowTokens.consume(REGISTRATION, token);
    if (!row) throw new AppError('VALIDATION_FAILED', FAILED, { field: 'token' });
    const subject = peeked.payload.subject;
    if (await this.deps.links.findBySubject(provider, subject))
      throw new AppError('VALIDATION_FAILED', FAILED);
    const user = await this.deps.users.create({
      login: nickname,
      email: null,
      passwordHash: null,
      registrationIp: meta.ip,
    });
    const displayName = typeof peeked.payload.displayName === 'string' ? peeked.payload.displayName : null;
    await this.deps.links.link(user.id, provider, subject, displayName, this.deps.clock());
    const { accessId, accessToken } = await this.deps.accounts.issueSession(user.id, meta);
    return this.deps.accounts.authResponse(user.id, { accessId, accessToken });
  }

  /** docs/product.md#oauth: the only way to sign in cannot be removed until email and password are set. */
  async unlink(userId: number, provider: OauthProviderName): Promise<void> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    // Discord or YouTube never sign anyone in, so they neither count as a way in nor guard one.
    const otherWaysIn = (await this.deps.links.listForUser(userId)).filter(
      (link) => link.provider !== provider && isSignInProvider(link.provider),
    ).length;
    const hasPasswordLogin = user.passwordHash !== null && user.email !== null;
    if (isSignInProvider(provider) && !hasPasswordLogin && otherWaysIn < 1) {
      throw new AppError('CONFLICT', {
        ru: 'Это единственный способ входа. Сначала задайте почту и пароль.',
        en: 'This is your only way to sign in. Set an email and a password first.',
      });
    }
    await this.deps.links.unlink(userId, provider);
  }

  async authorization(userId: number) {
    const user = await this.deps.users.findById(userId);
    const linked = await this.deps.links.listForUser(userId);
    return {
      hasPassword: user?.passwordHash !== null,
      hasEmail: user?.email !== null,
      providers: oauthProviderNames.map((provider) => {
        const link = linked.find((row) => row.provider === provider);
        return {
          provider,
          enabled: this.deps.providers[provider] !== undefined,
          signIn: isSignInProvider(provider),
          linked: link !== undefined,
          displayName: link?.displayName ?? null,
          linkedAt: link?.linkedAt.toISOString() ?? null,
          canShowOnProfile: canShowOnProfile(provider),
          shownOnProfile: link?.shownOnProfile ?? false,
          url: link === undefined ? null : publicPageOf(provider, link.subject),
        };
      }),
    };
  }

  /** `cabinet/authorization/update`: whether a linked account shows on the player's public profile. */
  async update(userId: number, provider: OauthProviderName, shownOnProfile: boolean) {
    if (shownOnProfile && !canShowOnProfile(provider)) {
      throw new AppError(
        'VALIDATION_FAILED',
        {
          ru: 'У этого сервиса нет публичной страницы, его нельзя показать в профиле',
          en: 'This service has no public page to show on a profile',
        },
        { field: 'provider' },
      );
    }
    if (!(await this.deps.links.setShownOnProfile(userId, provider, shownOnProfile))) {
      throw new AppError(
        'NOT_FOUND',
        { ru: 'Этот сервис не привязан к аккаунту', en: 'This service is not linked to the account' },
        { field: 'provider' },
      );
    }
    return this.authorization(userId);
  }

  /** The linked accounts a player shows on the public profile, each with its public page. */
  async shownOnProfile(userId: number): Promise<ProfileLink[]> {
    const rows = await this.deps.links.listForUser(userId);
    return oauthProviderNames.flatMap((provider) => {
      const row = rows.find((link) => link.provider === provider && link.shownOnProfile);
      const url = row === undefined ? null : publicPageOf(provider, row.subject);
      return row === undefined || url === null ? [] : [{ provider, name: row.displayName, url }];
    });
  }

  private provider(name: OauthProviderName): OauthProvider {
    const provider = this.deps.providers[name];
    if (!provider) {
      throw new AppError('NOT_FOUND', {
        ru: 'Этот способ входа не настроен',
        en: 'This sign-in method is not set up',
      });
    }
    return provider;
  }
}
