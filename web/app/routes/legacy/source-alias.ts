import { redirect } from 'react-router';

import { ReferralAliasDocument } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { languageContext } from '../../platform/i18n/languageContext';
import type { Route } from './+types/source-alias';

/** `/source/{alias}` (docs/product.md#referrals): an old campaign alias becomes its referral link, else the home page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  let code: string | null | undefined;
  try {
    const { data } = await getApolloClient(context).query({
      query: ReferralAliasDocument,
      variables: { alias: params.alias },
      fetchPolicy: 'network-only',
    });
    code = data?.referralAlias?.code;
  } catch (error) {
    console.error('[web] referral alias lookup failed', error);
  }
  const target = code ? `/r/${encodeURIComponent(code)}` : `/${context.get(languageContext)}`;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  throw redirect(target, 301);
}
