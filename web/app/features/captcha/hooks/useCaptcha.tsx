import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';

import { CaptchaChallengeDocument } from '../../../generated/graphql';
import { CaptchaStatus } from '../components/CaptchaStatus';
import { HostedCaptcha } from '../components/HostedCaptcha';

export interface Captcha {
  /** Goes inside the form: the hidden token field and what the visitor sees of the check. */
  field: ReactNode;
  /** False while the proof of work is being solved; the form waits for it. */
  ready: boolean;
}

type State =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'pow'; token: string | null }
  | { kind: 'hosted'; provider: 'recaptcha' | 'turnstile'; siteKey: string }
  | { kind: 'failed' };

/**
 * The captcha of one form submission (docs/product.md#accounts login payload `recaptcha`). The self-hosted proof of work
 * is solved in a Web Worker as soon as the form shows; hosted providers render their own widget.
 */
export function useCaptcha(): Captcha {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let worker: Worker | undefined;
    let cancelled = false;
    client
      .query({ query: CaptchaChallengeDocument, fetchPolicy: 'no-cache' })
      .then(({ data }) => {
        const challenge = data?.captchaChallenge;
        if (cancelled || !challenge) return;
        if (challenge.provider === 'none') {
          setState({ kind: 'none' });
          return;
        }
        if (challenge.provider === 'pow' && challenge.challenge && challenge.difficulty !== null) {
          setState({ kind: 'pow', token: null });
          worker = new Worker(new URL('../powWorker.ts', import.meta.url), { type: 'module' });
          worker.onmessage = (event: MessageEvent<string>) => {
            if (!cancelled) setState({ kind: 'pow', token: event.data });
          };
          worker.postMessage({ challenge: challenge.challenge, difficulty: challenge.difficulty });
          return;
        }
        if ((challenge.provider === 'recaptcha' || challenge.provider === 'turnstile') && challenge.siteKey) {
          setState({ kind: 'hosted', provider: challenge.provider, siteKey: challenge.siteKey });
          return;
        }
        setState({ kind: 'failed' });
      })
      .catch(() => {
        if (!cancelled) setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
      worker?.terminate();
    };
  }, [client]);

  switch (state.kind) {
    case 'none':
      return { field: null, ready: true };
    case 'pow':
      return {
        field: (
          <>
            <input type="hidden" name="captcha" value={state.token ?? ''} />
            <CaptchaStatus solved={state.token !== null} />
          </>
        ),
        ready: state.token !== null,
      };
    case 'hosted':
      return { field: <HostedCaptcha provider={state.provider} siteKey={state.siteKey} />, ready: true };
    case 'failed':
      // The api will refuse the form with a clear message; do not block the button on our side.
      return { field: null, ready: true };
    case 'loading':
      return { field: <CaptchaStatus solved={false} />, ready: false };
  }
}
