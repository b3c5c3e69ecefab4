import { useEffect, useRef } from 'react';
import { href, useFetcher, useLocation, useNavigate } from 'react-router';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import type { AgentApi } from '../../../platform/launcher/agentClient';
import {
  clearLauncherCredentials,
  readLauncherCredentials,
  saveLauncherCredentials,
  takeCredentialsFromFragment,
} from '../../../platform/launcher/launcherCredentials';

interface ResumeAnswer {
  resume?: 'failed';
  forget?: boolean;
}

/**
 * Keeps the launcher's credentials in the agent's storage (docs/product.md#launcher `auth.access_id`/`auth.access_token`):
 * saved from the sign-in redirect's fragment, cleared after a sign-out, and used to sign a new window in
 * again when its cookies are gone (the agent outlives the window). Renders nothing.
 */
export function LauncherCredentialsSync({ api }: { api: AgentApi | null }) {
  const { signedIn } = useSession();
  const { search, pathname } = useLocation();
  const lang = useLanguage();
  const fetcher = useFetcher<ResumeAnswer>();
  const navigate = useNavigate();
  const tried = useRef(false);

  useEffect(() => {
    if (!api) return;
    const { credentials, rest } = takeCredentialsFromFragment(window.location.hash);
    if (credentials) {
      // Out of the address bar at once: the fragment never reached a server, and it must not stay in history.
      const { pathname: path, search: query } = window.location;
      void navigate(`${path}${query}${rest}`, { replace: true, preventScrollReset: true });
      void saveLauncherCredentials(api, credentials);
      return;
    }
    if (new URLSearchParams(search).get('notify') === 'signed-out') {
      void clearLauncherCredentials(api);
      return;
    }
    if (signedIn || tried.current) return;
    tried.current = true;
    void Promise.all([readLauncherCredentials(api), api.systemData().catch(() => null)]).then(
      ([stored, systemData]) => {
        if (!stored) return;
        const returnTo = encodeURIComponent(`${pathname}${search}`);
        void fetcher.submit(
          { intent: 'resume', ...stored, systemData: systemData ? JSON.stringify(systemData) : '' },
          { method: 'post', action: `${href('/:lang/launcher/login', { lang })}?return_to=${returnTo}` },
        );
      },
    );
    // One pass per agent connection and sign-in state; the fetcher is stable enough for its submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, signedIn, search]);

  useEffect(() => {
    if (api && fetcher.data?.resume === 'failed' && fetcher.data.forget) void clearLauncherCredentials(api);
  }, [api, fetcher.data]);

  return null;
}
