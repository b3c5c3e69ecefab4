import type { OAuth2ProviderConfig, OAuth2ProviderName } from '../oauthConfig.js';
import {
  nicknameFrom,
  type AuthorizeRequest,
  type CallbackParams,
  type OauthProvider,
  type ProviderProfile,
} from './OauthProvider.js';

type Json = Record<string, unknown>;

const SCOPES: Record<OAuth2ProviderName, string> = {
  google: 'openid email profile',
  yandex: 'login:info',
  vkid: 'vkid.personal_info',
  discord: 'identify',
  youtube: 'https://www.googleapis.com/auth/youtube.readonly',
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;
}

async function readJson(response: Response, what: string): Promise<Json> {
  const body = (await response.json().catch(() => ({}))) as Json;
  if (!response.ok || typeof body.error === 'string') throw new Error(`${what} refused: ${response.status}`);
  return body;
}

/**
 * Authorization code flow with `state` and PKCE (S256) for Google, Yandex, VK ID, Discord and YouTube
 * (Google's OAuth). They differ only in their endpoints, how the token is presented and how the profile
 * is shaped.
 */
export class OAuth2Provider implements OauthProvider {
  constructor(
    private readonly name: OAuth2ProviderName,
    private readonly config: OAuth2ProviderConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  authorizeUrl({ state, codeChallenge, redirectUri }: AuthorizeRequest): string {
    const url = new URL(this.config.authorizeUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      scope: SCOPES[this.name],
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async complete(
    params: CallbackParams,
    verifier: string,
    redirectUri: string,
    state: string,
  ): Promise<ProviderProfile> {
    if (!params.code) throw new Error('no authorization code');
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.code,
      redirect_uri: redirectUri,
      client_id: this.config.clientId,
      code_verifier: verifier,
    });
    if (this.config.clientSecret) form.set('client_secret', this.config.clientSecret);
    if (this.name === 'vkid') {
      if (!params.deviceId) throw new Error('VK ID returned no device_id');
      form.set('device_id', params.deviceId);
      form.set('state', state);
    }
    const token = await readJson(
      await this.fetchImpl(this.config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      }),
      'token endpoint',
    );
    const accessToken = text(token.access_token);
    if (!accessToken) throw new Error('no access token');
    return this.profile(accessToken);
  }

  private async profile(accessToken: string): Promise<ProviderProfile> {
    if (this.name === 'discord') return this.discordProfile(accessToken);
    if (this.name === 'youtube') return this.youtubeChannel(accessToken);
    if (this.name === 'vkid') {
      const body = await readJson(
        await this.fetchImpl(this.config.userinfoUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: this.config.clientId, access_token: accessToken }),
          signal: AbortSignal.timeout(10_000),
        }),
        'user_info',
      );
      const user = (body.user ?? {}) as Json;
      const subject = text(user.user_id);
      if (!subject) throw new Error('VK ID returned no user');
      const name = [text(user.first_name), text(user.last_name)].filter(Boolean).join(' ') || null;
      return { subject, displayName: name, suggestedLogin: nicknameFrom(text(user.first_name)) };
    }
    const body = await readJson(
      await this.fetchImpl(this.config.userinfoUrl, {
        headers: { authorization: this.name === 'yandex' ? `OAuth ${accessToken}` : `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      }),
      'userinfo',
    );
    const subject = this.name === 'google' ? text(body.sub) : text(body.id);
    if (!subject) throw new Error('the provider returned no user id');
    const displayName =
      text(body.name) ?? text(body.display_name) ?? text(body.real_name) ?? text(body.login);
    const suggested =
      this.name === 'yandex' ? text(body.login) : (text(body.given_name) ?? text(body.email)?.split('@')[0]);
    return { subject, displayName, suggestedLogin: nicknameFrom(suggested) };
  }

  /** Discord's `GET /users/@me` with the `identify` scope: the id, the unique username and the display name. */
  private async discordProfile(accessToken: string): Promise<ProviderProfile> {
    const body = await this.bearerJson(accessToken, 'users/@me');
    const subject = text(body.id);
    if (!subject) throw new Error('Discord returned no user id');
    const username = text(body.username);
    return {
      subject,
      displayName: username === null ? text(body.global_name) : `@${username}`,
      suggestedLogin: nicknameFrom(username),
    };
  }

  /** YouTube's `channels?mine=true`: the channel of the Google account; none is a refusal, not a link. */
  private async youtubeChannel(accessToken: string): Promise<ProviderProfile> {
    const body = await this.bearerJson(accessToken, 'channels');
    const [channel] = Array.isArray(body.items) ? (body.items as Json[]) : [];
    const subject = text(channel?.id);
    if (!channel || !subject) throw new Error('the Google account has no YouTube channel');
    const snippet = (channel.snippet ?? {}) as Json;
    return {
      subject,
      displayName: text(snippet.title) ?? text(snippet.customUrl),
      suggestedLogin: null,
    };
  }

  private async bearerJson(accessToken: string, what: string): Promise<Json> {
    return readJson(
      await this.fetchImpl(this.config.userinfoUrl, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      }),
      what,
    );
  }
}
