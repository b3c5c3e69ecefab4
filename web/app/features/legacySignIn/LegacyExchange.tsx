import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { href, useFetcher, useLocation } from 'react-router';

import { useLanguage } from '../../platform/i18n/useLanguage';
import { notify } from '../../platform/notifications/notify';
import { useSession } from '../../platform/session/useSession';
import { LEGACY_SIGN_IN_INTENT } from './legacyIntent';
import type { LegacySignIn } from './legacyKeys';
import type { LegacySignInResult } from './legacySignInAction.server';

/**
 * Offers the old login + token to the login page's action once. A player already signed in keeps their
 * session: the old pair is only forgotten. A new session or the 2FA step loads as a document, so the
 * server renders it with the new cookies.
 */
export default function LegacyExchange({ found }: { found: LegacySignIn }) {
  const { t } = useTranslation('accounts');
  const { signedIn } = useSession();
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<LegacySignInResult>();
  const sent = useRef(false);

  useEffect(() => {
    if (signedIn || sent.current) return;
    sent.current = true;
    const returnTo = encodeURIComponent(`${pathname}${search}`);
    void fetcher.submit(
      { intent: LEGACY_SIGN_IN_INTENT, login: found.login, token: found.token },
      { method: 'post', action: `${href('/:lang/login', { lang })}?return_to=${returnTo}` },
    );
    // Once per page load: the pair is already gone from the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.legacy === 'refused') notify({ type: 'warn', text: t('legacy.expired') });
    else window.location.replace(result.to);
  }, [result, t]);

  return null;
}
