import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { signedInUser, visitorOrUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import {
  AuthResponse,
  Done,
  LegacyTokenBody,
  ConfirmEmailBody,
  LoginBody,
  RegisterBody,
  ValidationBody,
  ValidationResult,
} from './accounts.schemas.js';
import { sessionMetaOf, type AccountsService } from './accounts.service.js';
import type { EmailConfirmation } from './emailConfirmation.js';
import type { LegacyTokens } from './legacyTokens.js';
import type { SessionsRepository } from '../../platform/identity/sessions.repository.js';

/** What the routes need of the captcha: the captcha module's verifier fits. */
export interface CaptchaCheck {
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  sessions: SessionsRepository;
  legacyTokens: LegacyTokens;
  captcha: CaptchaCheck;
  emailConfirmation: EmailConfirmation;
  clock: () => Date;
}

export async function assertHuman(
  captcha: CaptchaCheck,
  token: string | undefined,
  ip: string,
): Promise<void> {
  if (!(await captcha.verify(token, ip)))
    throw new AppError('CAPTCHA_FAILED', undefined, { field: 'recaptcha' });
}

export const accountsRoutes: FastifyPluginAsyncTypebox<AccountsRoutesOptions> = async (app, options) => {
  const { accounts, sessions, legacyTokens, captcha, emailConfirmation, clock } = options;

  app.post(
    '/api/user/register',
    {
      schema: {
        operationId: 'register',
        summary:
          'Creates an account (nickname, email, password; the offer, privacy policy and rules accepted)',
        tags: ['accounts'],
        body: ref(RegisterBody),
        response: {
          200: ref(AuthResponse),
          ...errorResponses('VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const { body } = request;
      await assertHuman(captcha, body.recaptcha, request.ip);
      const registered = await accounts.register(
        body,
        sessionMetaOf(request, 'site', { browser: body.browser, system: body.system }),
      );
      // The account exists either way: a mail outage must not turn a finished sign-up into an error.
      await emailConfirmation.send(registered.data.id, request.locale).catch((error: unknown) => {
        request.log.error({ err: error }, 'the address confirmation letter was not sent');
      });
      return registered;
    },
  );

  app.post(
    '/api/user/email/confirm',
    {
      schema: {
        operationId: 'confirmEmail',
        summary: "Confirms the account's address with the code of the sign-up letter's link (once)",
        tags: ['accounts'],
        body: ref(ConfirmEmailBody),
        response: { 200: ref(Done), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    async (request) => {
      await emailConfirmation.confirm(request.body.code);
      return { success: true };
    },
  );

  app.post(
    '/api/user/email/confirm/resend',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'resendEmailConfirmation',
        summary:
          'Mails the sign-up confirmation link again to the signed-in account (one a minute, five an hour)',
        tags: ['accounts'],
        response: {
          200: ref(Done),
          ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await emailConfirmation.resend(userId, request.locale);
      return { success: true };
    },
  );

  app.post(
    '/api/user/validation',
    {
      schema: {
        operationId: 'validateAccountField',
        summary: 'Whether a nickname, email or password (posted alone) is acceptable, and why not',
        tags: ['accounts'],
        body: ref(ValidationBody),
        response: { 200: ref(ValidationResult), ...errorResponses('VALIDATION_FAILED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const given = (['login', 'email', 'password'] as const).filter(
        (key) => request.body[key] !== undefined,
      );
      const [field] = given;
      if (field === undefined || given.length !== 1) {
        throw new AppError('VALIDATION_FAILED', {
          ru: 'Передайте ровно одно поле: login, email или password',
          en: 'Send exactly one field: login, email or password',
        });
      }
      const { problem } = await accounts.validateField(field, request.body[field] ?? '', request.ip);
      const locale = request.locale;
      return { field, valid: problem === null, message: problem ? problem[locale] : null };
    },
  );

  app.post(
    '/api/user/auth/login',
    {
      // A session of the account's own (sharedAnswers.ts): anonymous pages stay cached on a wipe day.
      config: { writesOwnData: true },
      schema: {
        operationId: 'login',
        summary:
          'Signs in with a nickname or email and a password; -7 when the account confirms through a bot',
        tags: ['accounts'],
        body: ref(LoginBody),
        response: {
          200: ref(AuthResponse),
          ...errorResponses('INVALID_CREDENTIALS', 'PENDING_2FA', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const { body } = request;
      await assertHuman(captcha, body.recaptcha, request.ip);
      return accounts.login(
        body.login,
        body.password,
        sessionMetaOf(request, 'site', { browser: body.browser, system: body.system }),
        'captcha',
      );
    },
  );

  app.post(
    '/api/user/auth/token',
    {
      // Asked after every navigation of a signed-in player: it must not empty the caches of anonymous answers.
      config: { auth: 'required', sessions: ['site', 'launcher'], readsOnly: true },
      schema: {
        operationId: 'refreshAuth',
        summary: 'The signed-in state for the Access-Id/Access-Token headers (refreshed after navigation)',
        tags: ['accounts'],
        response: { 200: ref(AuthResponse), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const accessToken = String(request.headers['access-token']).trim();
      return accounts.authResponse(user.userId, { accessId: user.sessionId, accessToken });
    },
  );

  app.post(
    '/api/user/auth/token-legacy',
    {
      schema: {
        operationId: 'exchangeLegacyToken',
        summary: 'Exchanges a legacy cached login + token (Access-Token header) for new credentials, once',
        tags: ['accounts'],
        body: ref(LegacyTokenBody),
        response: {
          200: ref(AuthResponse),
          ...errorResponses('UNAUTHORIZED', 'PENDING_2FA', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const header = request.headers['access-token'];
      const token = (Array.isArray(header) ? header[0] : header)?.trim();
      const attempt = await accounts.takeLegacyAttempt(request.body.login, request.ip);
      const user = await legacyTokens.redeem(request.body.login, token);
      await attempt.giveBack();
      return accounts.signIn(user, sessionMetaOf(request, 'site'));
    },
  );

  app.post(
    '/api/user/auth/logout',
    {
      config: { sessions: ['site', 'launcher'] },
      schema: {
        operationId: 'logout',
        summary: 'Ends the current session',
        tags: ['accounts'],
        response: { 200: ref(Done), ...errorResponses() },
      },
    },
    async (request) => {
      // A visitor or an already-ended session is signed out too: logout never fails.
      const user = visitorOrUser(request, { staleAsVisitor: true });
      if (user) await sessions.terminate(user.userId, user.sessionId, clock());
      return { success: true };
    },
  );
  return Promise.resolve();
};
