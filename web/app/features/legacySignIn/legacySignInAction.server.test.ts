import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { apolloClientContext } from '../../platform/apollo/apolloClientContext';
import { languageContext } from '../../platform/i18n/languageContext';
import { legacySignInAction } from './legacySignInAction.server';

interface Sent {
  variables: unknown;
  headers: unknown;
}

/** A gateway that answers the exchange with `answer` (or throws it) and records what it was sent. */
function contextAnswering(answer: () => unknown) {
  const sent: Sent[] = [];
  const client = {
    mutate: (options: { variables: unknown; context: { headers: unknown } }) => {
      sent.push({ variables: options.variables, headers: options.context.headers });
      return Promise.resolve().then(answer);
    },
  };
  const context = new RouterContextProvider();
  context.set(languageContext, 'en');
  context.set(apolloClientContext, client as unknown as ApolloClient);
  return { context, sent };
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

const request = new Request('http://127.0.0.1/en/login?return_to=%2Fen%2Fservers%3Fpage%3D2', {
  method: 'POST',
});

async function run(context: RouterContextProvider, fields: Record<string, string>) {
  const result = await legacySignInAction({ request, context }, form(fields));
  return {
    body: result.data,
    cookies: new Headers(result.init?.headers).getSetCookie(),
  };
}

describe('the legacy sign-in action', () => {
  it('sends the token as the Access-Token header and signs in with HttpOnly cookies', async () => {
    const { context, sent } = contextAnswering(() => ({
      data: { exchangeLegacyToken: { accessId: 'id-1', accessToken: 'token-1' } },
    }));
    const { body, cookies } = await run(context, { login: ' Steve ', token: ' old-token ' });
    expect(sent).toEqual([
      { variables: { input: { login: 'Steve' } }, headers: { 'access-token': 'old-token' } },
    ]);
    expect(body).toEqual({ legacy: 'signed-in', to: '/en/servers?page=2&notify=signed-in' });
    expect(cookies.find((cookie) => cookie.startsWith('access_token=token-1'))).toContain('HttpOnly');
  });

  it('opens the 2FA step on -7, with the pending details as a password sign-in keeps them', async () => {
    const { context } = contextAnswering(() => {
      throw new CombinedGraphQLErrors({
        errors: [
          {
            message: 'pending',
            extensions: {
              status: 403,
              error_code: -7,
              details: { userId: 3, login: 'steve', challenge: 'ch-1' },
            },
          },
        ],
      });
    });
    const { body, cookies } = await run(context, { login: 'steve', token: 'old-token' });
    expect(body).toEqual({ legacy: 'two-factor', to: '/en/2fa?return_to=%2Fen%2Fservers%3Fpage%3D2' });
    expect(
      cookies.some((cookie) => cookie.startsWith('pending_2fa=') && !cookie.startsWith('pending_2fa=;')),
    ).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('pending_2fa_challenge=ch-1'))).toBe(true);
  });

  it('reports a refusal without cookies, and asks nothing for half a pair', async () => {
    const refused = contextAnswering(() => {
      throw new CombinedGraphQLErrors({
        errors: [{ message: 'expired', extensions: { status: 401, error_code: 401 } }],
      });
    });
    expect(await run(refused.context, { login: 'steve', token: 'old-token' })).toEqual({
      body: { legacy: 'refused' },
      cookies: [],
    });
    const empty = contextAnswering(() => ({ data: null }));
    expect((await run(empty.context, { login: 'steve', token: '  ' })).body).toEqual({ legacy: 'refused' });
    expect(empty.sent).toEqual([]);
  });
});
