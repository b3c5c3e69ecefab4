import type { RouterContextProvider } from 'react-router';
import { href } from 'react-router';

import { LauncherLoginDocument, LoginDocument, RegisterDocument } from '../../generated/graphql';
import { credentialsFragment } from '../../platform/launcher/launcherCredentials';
import { referralCodeOf } from '../redirects';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { languageContext } from '../../platform/i18n/languageContext';
import { completeSignIn, type FormFailure } from './completeSignIn.server';
import { describeClient } from './describeClient';

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The captcha widget's token: `captcha` from our widget, `recaptcha` as the spec's payload names it. */
function captchaToken(form: FormData): string | undefined {
  return (
    text(form, 'captcha') ||
    text(form, 'recaptcha') ||
    // The hosted widgets add their own fields.
    text(form, 'cf-turnstile-response') ||
    text(form, 'g-recaptcha-response') ||
    undefined
  );
}

export interface ActionInput {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The agent's system data the launcher page posts along (docs/product.md#accounts `systemData`), if it parses. */
export function systemData(form: FormData): Record<string, unknown> | undefined {
  const raw = text(form, 'systemData');
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Adds what the player typed to a failed answer, so the re-rendered form keeps it. */
function keep(
  result: Response | FormFailure,
  values: Record<string, string | boolean>,
): Response | FormFailure {
  return result instanceof Response ? result : { ...result, values };
}

/** The launcher's sign-in: its session is marked `launcher` (docs/product.md#accounts) and lands on the launcher page. */
export async function launcherLoginAction({
  request,
  context,
}: ActionInput): Promise<Response | FormFailure> {
  const form = await request.formData();
  const lang = context.get(languageContext);
  const client = getApolloClient(context);
  const result = await completeSignIn(
    async () => {
      const { data } = await client.mutate({
        mutation: LauncherLoginDocument,
        variables: {
          input: {
            // docs/product.md#accounts: launcher-stored credentials are trimmed.
            login: text(form, 'login').trim(),
            password: text(form, 'password'),
            recaptcha: captchaToken(form),
            systemData: systemData(form),
          },
        },
      });
      return data?.launcherLogin;
    },
    // The page keeps the credentials in the agent's storage, so the next window is signed in too.
    {
      lang,
      request,
      fallback: `${href('/:lang/launcher', { lang })}?notify=signed-in`,
      fragment: credentialsFragment,
    },
  );
  return keep(result, { login: text(form, 'login') });
}

/** The login page's action: password sign-in through the gateway, credentials into HttpOnly cookies. */
export async function loginAction({ request, context }: ActionInput): Promise<Response | FormFailure> {
  const form = await request.formData();
  const lang = context.get(languageContext);
  const client = getApolloClient(context);
  const result = await completeSignIn(
    async () => {
      const { data } = await client.mutate({
        mutation: LoginDocument,
        variables: {
          input: {
            login: text(form, 'login').trim(),
            password: text(form, 'password'),
            recaptcha: captchaToken(form),
            ...describeClient(request.headers.get('user-agent')),
          },
        },
      });
      return data?.login;
    },
    { lang, request, fallback: `${href('/:lang?', { lang })}?notify=signed-in` },
  );
  return keep(result, { login: text(form, 'login') });
}

/** The register page's action: the account is created and signed in at once. */
export async function registerAction(
  { request, context }: ActionInput,
  landing = 'welcome',
): Promise<Response | FormFailure> {
  const form = await request.formData();
  const lang = context.get(languageContext);
  const client = getApolloClient(context);
  const result = await completeSignIn(
    async () => {
      const { data } = await client.mutate({
        mutation: RegisterDocument,
        variables: {
          input: {
            login: text(form, 'login').trim(),
            email: text(form, 'email').trim(),
            password: text(form, 'password'),
            passwordConfirmation: text(form, 'passwordConfirmation'),
            acceptOffer: form.get('acceptOffer') === 'on',
            acceptPrivacy: form.get('acceptPrivacy') === 'on',
            acceptRules: form.get('acceptRules') === 'on',
            recaptcha: captchaToken(form),
            referralCode: referralCodeOf(request.headers.get('cookie')),
            ...describeClient(request.headers.get('user-agent')),
          },
        },
      });
      return data?.register;
    },
    { lang, request, fallback: `/${lang}/${landing}?notify=registered` },
  );
  return keep(result, {
    login: text(form, 'login'),
    email: text(form, 'email'),
    acceptOffer: form.get('acceptOffer') === 'on',
    acceptPrivacy: form.get('acceptPrivacy') === 'on',
    acceptRules: form.get('acceptRules') === 'on',
  });
}
