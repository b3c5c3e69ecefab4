import { safeRedirect } from '../../platform/routing/safeRedirect';

/**
 * What the pay page was opened with: an amount to pre-fill (the store's shortfall) and the site page to
 * come back to after paying (`return`, a path of this site only), else the pay page itself.
 */
export function payReturn(
  params: URLSearchParams,
  lang: string,
): { amount: number | undefined; path: string; toPurchase: boolean } {
  const raw = Number(params.get('amount'));
  const amount = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const asked = params.get('return');
  const path = asked === null ? undefined : safeRedirect(asked);
  return {
    amount,
    path: path ?? `/${lang}/pay`,
    toPurchase: path?.startsWith(`/${lang}/store`) === true,
  };
}
