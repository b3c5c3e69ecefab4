export interface ProviderProfile {
  /** The provider's stable id of the person (Google `sub`, Steam id64, ...). */
  subject: string;
  displayName: string | null;
  /** A nickname to suggest on first sign-in, already cut to the game's rules when possible. */
  suggestedLogin: string | null;
}

export interface AuthorizeRequest {
  state: string;
  /** PKCE S256 challenge of the verifier kept with the state. */
  codeChallenge: string;
  redirectUri: string;
}

/** The callback's query as the provider sent it back. */
export interface CallbackParams {
  code?: string | undefined;
  deviceId?: string | undefined;
  /** Steam: every `openid.*` parameter. */
  openid?: Record<string, string> | undefined;
}

export interface OauthProvider {
  authorizeUrl(request: AuthorizeRequest): string;
  /** Verifies the callback with the provider and reads who signed in. Throws on anything forged. */
  complete(
    params: CallbackParams,
    verifier: string,
    redirectUri: string,
    state: string,
  ): Promise<ProviderProfile>;
}

/** Keeps what fits a nickname (3–16 Latin letters, digits, _), or nothing. */
export function nicknameFrom(value: string | null | undefined): string | null {
  const cleaned = (value ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 16);
  return cleaned.length >= 3 ? cleaned : null;
}
