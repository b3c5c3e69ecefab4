import type { RouterContextProvider } from 'react-router';

import { ConfirmEmailDocument } from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';

/**
 * `confirm-email?code=` from the sign-up letter: the link confirms the address when opened, in any
 * browser, signed in or not (docs/product.md#address-confirmation). A used or wrong code says so.
 */
export async function confirmEmailLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<{ confirmed: boolean }> {
  const code = new URL(request.url).searchParams.get('code');
  if (!code) return { confirmed: false };
  try {
    const { data } = await getApolloClient(context).mutate({
      mutation: ConfirmEmailDocument,
      variables: { input: { code } },
    });
    return { confirmed: data?.confirmEmail?.success === true };
  } catch {
    return { confirmed: false };
  }
}
