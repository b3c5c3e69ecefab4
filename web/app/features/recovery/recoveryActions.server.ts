import { redirect, type RouterContextProvider } from 'react-router';

import {
  PasswordResetStatusDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  RestoreAccountDocument,
} from '../../generated/graphql';
import { getApolloClient } from '../../platform/apollo/apolloClientContext';
import { languageContext } from '../../platform/i18n/languageContext';
import { apiFailure, type ApiFailure } from '../../platform/forms/apiFailure';

export type RecoveryActionResult =
  { step: 'sent'; to: string } | { step: 'failed'; failure: ApiFailure; values: Record<string, string> };

export interface RecoveryLoaderData {
  code: string | null;
  /** With a code: whether it still opens an account, and whose. */
  status: { valid: boolean; login: string | null } | null;
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** `?code=` from the letter: asks the api whether the link is still good before showing the form. */
export async function recoveryLoader({ request, context }: Args): Promise<RecoveryLoaderData> {
  const code = new URL(request.url).searchParams.get('code');
  if (code === null) return { code: null, status: null };
  try {
    const { data } = await getApolloClient(context).mutate({
      mutation: PasswordResetStatusDocument,
      variables: { input: { code } },
    });
    return { code, status: data?.passwordResetStatus ?? { valid: false, login: null } };
  } catch {
    return { code, status: { valid: false, login: null } };
  }
}

/**
 * The reset and restore forms: `intent=request` mails the link (by email), `intent=restore` finds the
 * account by nickname, `intent=update` sets the new password and sends the player to sign in.
 */
export async function recoveryAction(
  { request, context }: Args,
  loginPath: string,
  /** The launcher shows "letter sent" as a screen of its own (`launcher/reset/request`). */
  sentPath?: string,
): Promise<RecoveryActionResult> {
  const form = await request.formData();
  const client = getApolloClient(context);
  const lang = context.get(languageContext);
  const intent = text(form, 'intent');
  const recaptcha = text(form, 'captcha') || undefined;
  try {
    if (intent === 'update') {
      await client.mutate({
        mutation: ResetPasswordDocument,
        variables: {
          input: {
            code: text(form, 'code'),
            password: text(form, 'password'),
            passwordConfirmation: text(form, 'passwordConfirmation'),
          },
        },
      });
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
      throw redirect(`/${lang}/${loginPath}?notify=password-reset`, 303);
    }
    if (intent === 'restore') {
      const login = text(form, 'login').trim();
      await client.mutate({ mutation: RestoreAccountDocument, variables: { input: { login, recaptcha } } });
      return { step: 'sent', to: login };
    }
    const email = text(form, 'email').trim();
    await client.mutate({
      mutation: RequestPasswordResetDocument,
      variables: { input: { email, recaptcha } },
    });
    if (sentPath) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
      throw redirect(`/${lang}/${sentPath}?to=${encodeURIComponent(email)}`, 303);
    }
    return { step: 'sent', to: email };
  } catch (error) {
    if (error instanceof Response) throw error;
    return {
      step: 'failed',
      failure: apiFailure(error),
      values: { email: text(form, 'email'), login: text(form, 'login') },
    };
  }
}
