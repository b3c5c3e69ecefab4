import { authStateToSession } from '../../features/accounts';
import { RefreshAuthDocument } from '../../generated/graphql';
import { createApolloClient } from '../apollo/createApolloClient';
import { errorStatus } from '../apollo/errorStatus';
import { gatewayUrl } from '../env.server';
import type { Language } from '../i18n/languages';
import type { PermissionTree } from './authState';
import type { SessionAccount } from '../session/sessionInfo';
import { upstreamHeaders } from './upstreamHeaders.server';

export type AuthStateResult =
  | { kind: 'signed-in'; account: SessionAccount; permissions: PermissionTree }
  /** The api no longer knows these credentials (ended, revoked, forged): the cookies must go. */
  | { kind: 'expired' }
  /** The api could not be asked; keep the cookies and try again on the next request. */
  | { kind: 'unknown' };

/** Asks the api who the request's credentials belong to (docs/product.md#accounts: the login state is refreshed). */
export async function readAuthState(request: Request, language: Language): Promise<AuthStateResult> {
  const client = createApolloClient({
    uri: gatewayUrl(),
    language,
    ssr: true,
    headers: upstreamHeaders(request),
  });
  try {
    const { data } = await client.mutate({ mutation: RefreshAuthDocument });
    if (!data?.refreshAuth) return { kind: 'unknown' };
    return { kind: 'signed-in', ...authStateToSession(data.refreshAuth) };
  } catch (error) {
    return errorStatus(error) === 401 ? { kind: 'expired' } : { kind: 'unknown' };
  }
}
