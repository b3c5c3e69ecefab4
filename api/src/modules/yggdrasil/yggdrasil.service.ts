import type { SessionsRepository } from '../../platform/identity/sessions.repository.js';
import type { AccountsService, SessionMeta } from '../accounts/index.js';
import { AppError } from '../../platform/errors/AppError.js';
import { sameHash, sha256Hex } from '../../platform/auth/secrets.js';
import type { LooksRepository, LooksService, PlayerWithLook } from '../looks/index.js';
import type { SigningKey } from './signingKey.js';
import type { YggdrasilRepository } from './yggdrasil.repository.js';
import { YggdrasilError } from './yggdrasilError.js';

/** How long a client's `join` waits for the server's `hasJoined`. */
const JOIN_TTL_MS = 30_000;

export interface GameProfile {
  id: string;
  name: string;
  properties?: { name: string; value: string; signature?: string }[];
}

export interface TokenAnswer {
  accessToken: string;
  clientToken: string;
  availableProfiles?: GameProfile[];
  selectedProfile: GameProfile;
  user?: { id: string; properties: never[] };
}

export interface YggdrasilDeps {
  accounts: AccountsService;
  sessions: SessionsRepository;
  looks: LooksService;
  looksRepository: LooksRepository;
  repository: YggdrasilRepository;
  key: () => Promise<SigningKey>;
  clock: () => Date;
  /** Makes storage paths such as /uploads/... absolute for the game client. */
  absoluteUrl: (url: string) => string;
}

/**
 * The authlib-injector Yggdrasil server: our accounts sign in as game sessions; profiles carry the
 * player's skin and cape, signed so the game trusts them.
 */
export class YggdrasilService {
  constructor(private readonly deps: YggdrasilDeps) {}

  private async profileOf(player: PlayerWithLook): Promise<GameProfile> {
    return { id: await this.deps.looks.profileUuid(player), name: player.login };
  }

  /** The profile with its `textures` property, signed unless asked otherwise. */
  async fullProfile(player: PlayerWithLook, signed: boolean): Promise<GameProfile> {
    const profile = await this.profileOf(player);
    const look = this.deps.looks.present(player);
    const textures: Record<string, unknown> = {};
    if (look.skin) {
      textures.SKIN = {
        url: this.deps.absoluteUrl(look.skin.url),
        ...(look.skin.model === 'slim' ? { metadata: { model: 'slim' } } : {}),
      };
    }
    if (look.cape) textures.CAPE = { url: this.deps.absoluteUrl(look.cape.url) };
    const value = Buffer.from(
      JSON.stringify({
        timestamp: this.deps.clock().getTime(),
        profileId: profile.id,
        profileName: profile.name,
        textures,
      }),
      'utf8',
    ).toString('base64');
    const property = signed
      ? { name: 'textures', value, signature: (await this.deps.key()).sign(value) }
      : { name: 'textures', value };
    return { ...profile, properties: [property] };
  }

  private async answer(
    userId: number,
    accessId: string,
    secret: string,
    clientToken: string,
    requestUser: boolean,
  ) {
    await this.deps.repository.bindClientToken(accessId, clientToken);
    const player = await this.deps.looksRepository.byUserId(userId);
    if (!player) throw YggdrasilError.invalidToken();
    const profile = await this.profileOf(player);
    const answer: TokenAnswer = {
      accessToken: `${accessId}.${secret}`,
      clientToken,
      selectedProfile: profile,
    };
    if (requestUser) answer.user = { id: profile.id, properties: [] };
    return { answer, profile };
  }

  async authenticate(
    input: {
      username: string;
      password: string;
      clientToken?: string | undefined;
      requestUser?: boolean | undefined;
    },
    meta: SessionMeta,
    newClientToken: () => string,
  ): Promise<TokenAnswer> {
    let signedIn: Awaited<ReturnType<AccountsService['login']>>;
    try {
      // The site's own sign-in: the same counters, and the second factor (which a game client cannot
      // pass). No captcha by protocol, so an address gets fewer failures here (docs/security.md).
      signedIn = await this.deps.accounts.login(
        input.username,
        input.password,
        { ...meta, source: 'game' },
        'password-only',
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED')
        throw new YggdrasilError(403, 'ForbiddenOperationException', 'Too many attempts. Try again later.');
      if (error instanceof AppError && error.code === 'PENDING_2FA')
        throw new YggdrasilError(
          403,
          'ForbiddenOperationException',
          'Two-factor sign-in: use the Lodestone launcher.',
        );
      if (error instanceof AppError) throw YggdrasilError.invalidCredentials();
      throw error;
    }
    const { answer, profile } = await this.answer(
      signedIn.data.id,
      signedIn.accessId,
      signedIn.accessToken,
      input.clientToken ?? newClientToken(),
      input.requestUser === true,
    );
    return { ...answer, availableProfiles: [profile] };
  }

  /** The user of a game session token `{accessId}.{secret}`, or null when it is not a live one. */
  async tokenUser(
    accessToken: string,
    clientToken?: string,
  ): Promise<{ userId: number; sessionId: string } | null> {
    const [id, secret, extra] = accessToken.split('.');
    if (id === undefined || secret === undefined || extra !== undefined) return null;
    const session = await this.deps.sessions.findActive(id);
    if (session?.source !== 'game' || !sameHash(session.tokenHash, sha256Hex(secret))) return null;
    if (clientToken !== undefined && (await this.deps.repository.clientToken(id)) !== clientToken)
      return null;
    return { userId: session.userId, sessionId: session.id };
  }

  async refresh(
    input: {
      accessToken: string;
      clientToken?: string | undefined;
      requestUser?: boolean | undefined;
      selectedProfile?: unknown;
    },
    meta: SessionMeta,
  ): Promise<TokenAnswer> {
    const found = await this.tokenUser(input.accessToken, input.clientToken);
    if (!found) throw YggdrasilError.invalidToken();
    // authlib-injector's specification: selecting a profile is only for a token that has none, and a
    // token here always has the account's one profile.
    if (input.selectedProfile !== undefined)
      throw YggdrasilError.illegalArgument('Access token already has a profile assigned.');
    const clientToken = input.clientToken ?? (await this.deps.repository.clientToken(found.sessionId)) ?? '';
    // A refresh replaces the token: the old one stops working at once.
    await this.deps.sessions.terminate(found.userId, found.sessionId, this.deps.clock());
    const { accessId, accessToken } = await this.deps.accounts.issueSession(found.userId, {
      ...meta,
      source: 'game',
    });
    return (await this.answer(found.userId, accessId, accessToken, clientToken, input.requestUser === true))
      .answer;
  }

  async validate(accessToken: string, clientToken?: string): Promise<void> {
    if (!(await this.tokenUser(accessToken, clientToken))) throw YggdrasilError.invalidToken();
  }

  async invalidate(accessToken: string): Promise<void> {
    const found = await this.tokenUser(accessToken);
    if (found) await this.deps.sessions.terminate(found.userId, found.sessionId, this.deps.clock());
  }

  /** Ends every game session of the account (the password proves it is theirs). */
  async signout(username: string, password: string, meta: SessionMeta): Promise<void> {
    const answer = await this.authenticate({ username, password }, meta, () => 'signout');
    const found = await this.tokenUser(answer.accessToken);
    if (!found) return;
    const now = this.deps.clock();
    for (const id of await this.deps.repository.activeGameSessions(found.userId))
      await this.deps.sessions.terminate(found.userId, id, now);
  }

  async join(
    input: { accessToken: string; selectedProfile: string; serverId: string },
    ip: string,
  ): Promise<void> {
    const found = await this.tokenUser(input.accessToken);
    if (!found) throw YggdrasilError.invalidToken();
    const player = await this.deps.looksRepository.byUserId(found.userId);
    if (!player || (await this.deps.looks.profileUuid(player)) !== input.selectedProfile)
      throw YggdrasilError.invalidToken();
    const now = this.deps.clock();
    await this.deps.repository.recordJoin(
      input.serverId,
      found.userId,
      ip,
      new Date(now.getTime() + JOIN_TTL_MS),
      now,
    );
  }

  /** The joined player's signed profile, or null (the server then refuses the login). */
  async hasJoined(username: string, serverId: string, ip?: string): Promise<GameProfile | null> {
    const join = await this.deps.repository.findJoin(serverId, this.deps.clock());
    if (!join || (ip !== undefined && join.ip !== ip)) return null;
    const player = await this.deps.looksRepository.byUserId(join.userId);
    if (player?.login.toLowerCase() !== username.toLowerCase()) return null;
    return this.fullProfile(player, true);
  }

  async profile(uuid: string, signed: boolean): Promise<GameProfile | null> {
    const player = await this.deps.looksRepository.byProfileUuid(uuid.replaceAll('-', '').toLowerCase());
    return player ? this.fullProfile(player, signed) : null;
  }

  async profilesByName(names: string[]): Promise<GameProfile[]> {
    const unique = [...new Set(names.map((name) => name.toLowerCase()))];
    const found: GameProfile[] = [];
    for (const name of unique) {
      const player = await this.deps.looksRepository.byLogin(name);
      if (player) found.push(await this.profileOf(player));
    }
    return found;
  }
}
