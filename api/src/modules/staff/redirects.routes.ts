import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { auditActor, type AuditLog } from '../../platform/audit/AuditLog.js';
import { STAFF } from '../../platform/auth/knownPermissions.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { RedirectRuleInput, RedirectRuleList, type RedirectsService } from '../redirects/index.js';
import type { ReferralsService } from '../referrals/index.js';
import { ReferralAliasInput, ReferralAliasList } from './staff.schemas.js';

export interface StaffRedirectsOptions {
  redirects: RedirectsService;
  referrals: ReferralsService;
  audit: AuditLog;
}

/**
 * Staff (staff.redirects.manage): the same redirect rules and referral aliases the system API edits,
 * through the same services (so the same safe-redirect validation), each change audited.
 */
export const staffRedirectsRoutes: FastifyPluginAsyncTypebox<StaffRedirectsOptions> = (app, options) => {
  const { redirects, referrals, audit } = options;
  const errors = errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED');
  const meta = (operationId: string, summary: string) => ({
    operationId,
    summary: `Staff (staff.redirects.manage): ${summary}`,
    tags: ['staff'],
  });
  const allRules = async () => ({ items: await redirects.list() });
  const allAliases = async () => ({ items: await referrals.listAliases() });

  app.get(
    '/api/staff/redirects',
    {
      config: { permission: STAFF.redirectsManage },
      schema: {
        ...meta('staffRedirects', 'every redirect rule'),
        response: { 200: ref(RedirectRuleList), ...errors },
      },
    },
    () => allRules(),
  );

  app.put(
    '/api/staff/redirects',
    {
      config: { permission: STAFF.redirectsManage },
      schema: {
        ...meta('staffSaveRedirect', 'creates or replaces the redirect of an old address'),
        body: ref(RedirectRuleInput),
        response: { 200: ref(RedirectRuleList), ...errors },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const before = await redirects.find(request.body.path);
      const rule = await redirects.save(request.body, request.locale);
      await audit.record(auditActor(request, staff), {
        action: 'redirects.save',
        target: `redirect:${rule.path}`,
        before,
        after: rule,
      });
      return allRules();
    },
  );

  app.delete(
    '/api/staff/redirects',
    {
      config: { permission: STAFF.redirectsManage },
      schema: {
        ...meta('staffDeleteRedirect', 'removes the redirect of an old address'),
        querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000 }) }),
        response: { 200: ref(RedirectRuleList), ...errors },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const before = await redirects.find(request.query.path);
      const { deleted } = await redirects.delete(request.query.path);
      if (deleted) {
        await audit.record(auditActor(request, staff), {
          action: 'redirects.delete',
          target: `redirect:${before?.path ?? request.query.path}`,
          before,
        });
      }
      return allRules();
    },
  );

  app.get(
    '/api/staff/referral-aliases',
    {
      config: { permission: STAFF.redirectsManage },
      schema: {
        ...meta('staffReferralAliases', 'the deprecated /source/{alias} aliases'),
        response: { 200: ref(ReferralAliasList), ...errors },
      },
    },
    () => allAliases(),
  );

  app.put(
    '/api/staff/referral-aliases',
    {
      config: { permission: STAFF.redirectsManage },
      schema: {
        ...meta('staffSaveReferralAlias', 'points an alias at a referral code'),
        body: ref(ReferralAliasInput),
        response: { 200: ref(ReferralAliasList), ...errors },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const before = await referrals.codeOfAlias(request.body.alias);
      const saved = await referrals.saveAlias(request.body.alias, request.body.code);
      await audit.record(auditActor(request, staff), {
        action: 'referralAliases.save',
        target: `alias:${saved.alias}`,
        before: before === null ? null : { code: before },
        after: { code: saved.code },
      });
      return allAliases();
    },
  );

  app.delete(
    '/api/staff/referral-aliases',
    {
      config: { permission: STAFF.redirectsManage },
      schema: {
        ...meta('staffDeleteReferralAlias', 'removes an alias'),
        querystring: Type.Object({ alias: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: ref(ReferralAliasList), ...errors },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const before = await referrals.codeOfAlias(request.query.alias);
      if (before !== null && (await referrals.deleteAlias(request.query.alias))) {
        await audit.record(auditActor(request, staff), {
          action: 'referralAliases.delete',
          target: `alias:${request.query.alias.toLowerCase()}`,
          before: { code: before },
        });
      }
      return allAliases();
    },
  );
  return Promise.resolve();
};
