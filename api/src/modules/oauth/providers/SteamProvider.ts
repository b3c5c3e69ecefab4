import type { SteamConfig } from '../oauthConfig.js';
import type { AuthorizeRequest, CallbackParams, OauthProvider, ProviderProfile } from './OauthProvider.js';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;

/**
 * Steam speaks OpenID 2.0, not OAuth: the player comes back with a signed assertion that only Steam can
 * vouch for, so every assertion is sent back to Steam (`check_authentication`) before it is believed.
 */
export class SteamProvider implements OauthProvider {
  constructor(
    private readonly config: SteamConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  authorizeUrl({ state, redirectUri }: AuthorizeRequest): string {
    const returnTo = new URL(redirectUri);
    // OpenID 2.0 has no state parameter: it rides in the return address, which Steam signs.
    returnTo.searchParams.set('state', state);
    const url = new URL(this.config.openidUrl);
    url.search = new URLSearchParams({
      'openid.ns': OPENID_NS,
      'openid.mode': 'checkid_setup',
      'openid.return_to': returnTo.toString(),
      'openid.realm': returnTo.origin,
      'openid.identity': IDENTIFIER_SELECT,
      'openid.claimed_id': IDENTIFIER_SELECT,
    }).toString();
    return url.toString();
  }

  async complete(
    params: CallbackParams,
    _verifier: string,
    redirectUri: string,
    state: string,
  ): Promise<ProviderProfile> {
    const openid = params.openid ?? {};
    if (openid['openid.mode'] !== 'id_res') throw new Error('not a positive assertion');
    const expectedReturn = new URL(redirectUri);
    expectedReturn.searchParams.set('state', state);
    if (openid['openid.return_to'] !== expectedReturn.toString())
      throw new Error('assertion for another address');
    if (openid['openid.op_endpoint'] !== this.config.openidUrl)
      throw new Error('assertion from another provider');
    const match = CLAIMED_ID.exec(openid['openid.claimed_id'] ?? '');
    if (!match?.[1] || openid['openid.identity'] !== openid['openid.claimed_id'])
      throw new Error('bad claimed id');
    const check = new URLSearchParams({ ...openid, 'openid.mode': 'check_authentication' });
    const response = await this.fetchImpl(this.config.openidUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: check,
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.text();
    if (!response.ok || !/^is_valid:true$/m.test(body))
      throw new Error('Steam did not confirm the assertion');
    return { subject: match[1], displayName: null, suggestedLogin: null };
  }
}
