import { print } from 'graphql';

import { authStateToSession } from '../../features/accounts';
import { RefreshAuthDocument, type RefreshAuthMutation } from '../../generated/graphql';
import { answerStatus, postToGateway } from '../apollo/graphqlAnswer';
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

/**
 * The request body, the same bytes every time: printed once, so the gateway answers it by its known
 * path (docs/performance.md, "The gateway on a signed-in query") without an Apollo client per request.
 */
const REFRESH_AUTH_BODY = JSON.stringify({
  operationName: 'RefreshAuth',
  variables: {},
  query: print(RefreshAuthDocument),
});

/**
 * Asks the api who the request's credentials belong to (docs/product.md#accounts: the login state is
 * refreshed). Asked before every signed-in page, so it is one POST and one JSON parse: an Apollo client
 * for it cost the site server ~3 ms a page (a client and a cache per request, each analysing the
 * document again), with nothing to cache. A 401 from the api, in a GraphQL error's `extensions.status`
 * as the gateway reports it or as the transport's status, ends the session; anything else unclear keeps it.
 */
export async function readAuthState(request: Request, language: Language): Promise<AuthStateResult> {
  const { answer, status } = await postToGateway<RefreshAuthMutation>(
    gatewayUrl(),
    { ...upstreamHeaders(request), 'accept-language': language },
    REFRESH_AUTH_BODY,
  );
  const refreshAuth = answer?.data?.refreshAuth;
  if (refreshAuth && !answer.errors?.length) return { kind: 'signed-in', ...authStateToSession(refreshAuth) };
  return answerStatus(answer, status) === 401 ? { kind: 'expired' } : { kind: 'unknown' };
}
