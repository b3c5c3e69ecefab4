import { redirect } from 'react-router';

import { RegisterReferralVisitDocument } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { languageContext } from '../../platform/i18n/languageContext';
import { referralCookie, isReferralCode } from '../../features/redirects';
import type { Route } from './+types/referral-code';

/**
 * `/r/{code}` (docs/product.md#referrals): remembers who invited the visitor for about ten years, counts the visit and
 * opens the home page. A visit that cannot be counted (api down) still lands on the home page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const home = `/${context.get(languageContext)}`;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  if (!isReferralCode(params.code)) throw redirect(home, 302);
  try {
    await getApolloClient(context).mutate({
      mutation: RegisterReferralVisitDocument,
      variables: { code: params.code },
      context: { headers: forwardedVisitorHeaders(request) },
    });
  } catch (error) {
    console.error('[web] referral visit was not counted', error);
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  throw redirect(home, { status: 302, headers: { 'Set-Cookie': referralCookie(params.code) } });
}

/** The api counts one visit per visitor and day, so it needs to know who is visiting. */
function forwardedVisitorHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  const userAgent = request.headers.get('user-agent');
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (userAgent) headers['user-agent'] = userAgent.slice(0, 500);
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return headers;
}
