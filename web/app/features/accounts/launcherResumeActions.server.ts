import { href } from 'react-router';
import { LauncherRefreshAuthDocument } from '../../generated/graphql';
import { classifyApiError } from '../../platform/apollo/classifyApiError';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { redirectSignedIn } from '../../platform/auth/setAuthCookies.server';
import { languageContext } from '../../platform/i18n/languageContext';
import { safeRedirect } from '../../platform/routing/safeRedirect';
import { normaliseCredential } from '../../platform/launcher/launcherCredentials';
import type { ActionInput } from './signInActions.server';
import { systemData, text } from './signInActions.server';

/** Why a resume did not sign in: `forget` when the api refused the credentials (they are dead). */
export interface LauncherResumeFailure {
  resume: 'failed';
  forget: boolean;
}

/**
 * A new launcher window with no cookies but credentials in the agent's storage (docs/product.md#launcher): the api checks
 * them (`launcher/auth/token` with the machine's system data) and they become this window's cookies.
 */
export async function launcherResumeAction(
  { request, context }: ActionInput,
  form: FormData,
): Promise<Response | LauncherResumeFailure> {
  const lang = context.get(languageContext);
  const accessId = normaliseCredential(text(form, 'accessId'));
  const accessToken = normaliseCredential(text(form, 'accessToken'));
  if (accessId === null || accessToken === null) return { resume: 'failed', forget: true };
  const returnTo =
    safeRedirect(new URL(request.url).searchParams.get('return_to')) ?? href('/:lang/launcher', { lang });
  try {
    await getApolloClient(context).mutate({
      mutation: LauncherRefreshAuthDocument,
      variables: { input: { systemData: systemData(form) } },
      context: { headers: { 'access-id': accessId, 'access-token': accessToken } },
    });
    return redirectSignedIn(returnTo, { accessId, accessToken }, request.url);
  } catch (error) {
    // Only a refusal kills the stored pair; an api that is down must not sign the player out.
    return { resume: 'failed', forget: classifyApiError(error).kind === 'unauthorized' };
  }
}
