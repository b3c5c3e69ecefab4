import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { AccountHistory } from '../../platform/identity/accountHistory.repository.js';
import { Done } from '../accounts/index.js';
import {
  HistoryPage,
  MailCodeBody,
  MailSettings,
  NewMailBody,
  PasswordUpdateBody,
} from './accountSettings.schemas.js';
import type { MailChangeService } from './mailChange.service.js';
import { changePassword, type PasswordChangeDeps } from './passwordChange.js';

export interface AccountSettingsRoutesOptions {
  mailChange: MailChangeService;
  passwordDeps: PasswordChangeDeps;
  history: AccountHistory;
}

const HISTORY_PAGE_SIZE = 20;

export const accountSettingsRoutes: FastifyPluginAsyncTypebox<AccountSettingsRoutesOptions> = async (
  app,
  options,
) => {
  const { mailChange, passwordDeps, history } = options;

  app.get(
    '/api/user/settings/mail',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'mailSettings',
        summary: 'The email of the account (masked) and the step of an email change in progress',
        tags: ['settings'],
        response: { 200: ref(MailSettings), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => mailChange.settings(signedInUser(request).userId),
  );

  app.post(
    '/api/user/settings/mail/reset',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'sendMailChangeCode',
        summary: 'Form 1: a code to the current email (again after 60 s)',
        tags: ['settings'],
        response: { 200: ref(MailSettings), ...errorResponses('UNAUTHORIZED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await mailChange.sendCurrentCode(userId, request.locale);
      return mailChange.settings(userId);
    },
  );

  app.post(
    '/api/user/settings/mail/verify',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'verifyMailChangeCode',
        summary: 'Form 2: the code from the current email',
        tags: ['settings'],
        body: ref(MailCodeBody),
        response: {
          200: ref(MailSettings),
          ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await mailChange.verifyCurrentCode(userId, request.body.code);
      return mailChange.settings(userId);
    },
  );

  app.post(
    '/api/user/settings/mail/new',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'sendNewMailCode',
        summary: 'Form 3: the new email, which gets a code of its own',
        tags: ['settings'],
        body: ref(NewMailBody),
        response: {
          200: ref(MailSettings),
          ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await mailChange.sendNewCode(userId, request.body.email, request.locale);
      return mailChange.settings(userId);
    },
  );

  app.post(
    '/api/user/settings/mail/confirm',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'confirmNewMail',
        summary: 'Form 4: the code sent to the new email; the change happens',
        tags: ['settings'],
        body: ref(MailCodeBody),
        response: {
          200: ref(MailSettings),
          ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED', 'CONFLICT', 'RATE_LIMITED'),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await mailChange.confirmNewCode(userId, request.body.code, request.locale, request.ip);
      return mailChange.settings(userId);
    },
  );

  app.post(
    '/api/user/settings/password/update',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'updatePassword',
        summary: 'Changes the password (the current one required when there is one); other sessions end',
        tags: ['settings'],
        body: ref(PasswordUpdateBody),
        response: { 200: ref(Done), ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED', 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await changePassword(passwordDeps, {
        userId: user.userId,
        sessionId: user.sessionId,
        currentPassword: request.body.currentPassword,
        password: request.body.password,
        passwordConfirmation: request.body.passwordConfirmation,
        locale: request.locale,
        ip: request.ip,
      });
      return { success: true };
    },
  );

  app.get(
    '/api/user/history',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'accountHistory',
        summary: 'Changes of the email, the password or the second factor, newest first',
        tags: ['settings'],
        querystring: Type.Object({
          target: Type.Enum(['mail', 'password', '2fa'], { type: 'string' }),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
        }),
        response: { 200: ref(HistoryPage), ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const page = request.query.page ?? 1;
      const rows = await history.list(
        userId,
        request.query.target,
        HISTORY_PAGE_SIZE + 1,
        (page - 1) * HISTORY_PAGE_SIZE,
      );
      return {
        page,
        hasMore: rows.length > HISTORY_PAGE_SIZE,
        entries: rows.slice(0, HISTORY_PAGE_SIZE).map((row) => ({
          id: row.id,
          target: row.target,
          action: row.action,
          detail: row.detail,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
  return Promise.resolve();
};
