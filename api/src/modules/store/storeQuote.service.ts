import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import type { Locale } from '../../platform/locale.js';
import { localized, unknownRole, type StoreCatalogue } from './storeCatalogue.js';
import type { StorePurchaseService } from './storePurchase.service.js';
import { REFUSALS } from './storeRefusals.js';
import {
  DAY_MS,
  prorationCredit,
  quotePurchase,
  type BuyMode,
  type Quote,
  type RolePeriod,
} from './storeRules.js';

const MODES: BuyMode[] = ['stack', 'extend'];

/**
 * What a purchase would cost before the player confirms it: each choice they have (keep both roles, or
 * end the held one and have its unused days credited), the balance and what is missing. The store's
 * dialog shows the credit before paying and offers "top up the difference" from the shortfall.
 */
export class StoreQuoteService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly catalogue: StoreCatalogue,
    private readonly purchases: StorePurchaseService,
    private readonly clock: () => Date,
  ) {}

  async quote(userId: number, input: { roleId: number; period: RolePeriod }, locale: Locale) {
    const role = await this.catalogue.role(input.roleId);
    if (!role.onSale) throw unknownRole();
    const now = this.clock();
    const held = await this.purchases.held(this.db, userId, role.serverId);
    const { balanceKopecks } = await this.ledger.balances(userId);
    const quotes = MODES.map((mode) => ({
      mode,
      quote: quotePurchase({ roleId: role.id, prices: role, period: input.period, mode, held, now }),
    }));
    const possible = quotes.filter(
      (item): item is { mode: BuyMode; quote: Quote } => typeof item.quote !== 'string',
    );
    if (possible.length === 0) {
      const refusal = quotes.find((item) => typeof item.quote === 'string')?.quote;
      throw new AppError('CONFLICT', REFUSALS[typeof refusal === 'string' ? refusal : 'already_forever']);
    }
    // With nothing held both modes are the same new grant: one choice is enough.
    const distinct = possible.filter(
      (item, index) => possible.findIndex((other) => other.quote.mode === item.quote.mode) === index,
    );
    const replacedIds = distinct.flatMap(({ quote }) =>
      quote.mode === 'replace' && quote.grantId !== null ? [quote.grantId] : [],
    );
    const replacedGrants = held.filter((grant) => replacedIds.includes(grant.grantId));
    const replacedRoles = await this.catalogue.rolesByIds(replacedGrants.map((grant) => grant.roleId));
    const choices = distinct.map(({ mode, quote }) => {
      const grant =
        quote.mode === 'replace' ? replacedGrants.find((item) => item.grantId === quote.grantId) : undefined;
      const replacedRole = replacedRoles.find((item) => item.id === grant?.roleId);
      // What the choice really costs: the money paid plus the unused days given up (worth their full
      // credit, of which only up to the price is taken off).
      const givenUp = grant === undefined ? 0 : prorationCredit(grant, now);
      return {
        costKopecks: quote.paidKopecks + givenUp,
        mode,
        appliedMode: quote.mode,
        listKopecks: quote.listKopecks,
        discountPercent: quote.discountPercent,
        creditKopecks: quote.creditKopecks,
        paidKopecks: quote.paidKopecks,
        shortfallKopecks: Math.max(0, quote.paidKopecks - balanceKopecks),
        endsAt: quote.endsAt?.toISOString() ?? null,
        replacedRoleName: replacedRole === undefined ? null : localized(replacedRole.name, locale),
        replacedDays:
          grant?.endsAt == null
            ? null
            : Math.max(0, Math.floor((grant.endsAt.getTime() - now.getTime()) / DAY_MS)),
      };
    });
    // The cheaper choice, counting what is given up: keeping the held role never costs more than ending
    // it for its credit, so stacking wins whenever it is offered (ties too) — the player may still choose.
    const recommended = choices.reduce((best, choice) =>
      choice.costKopecks < best.costKopecks ? choice : best,
    );
    return {
      roleId: role.id,
      roleName: localized(role.name, locale),
      period: input.period,
      balanceKopecks,
      recommended: recommended.mode,
      choices: choices.map(({ costKopecks: _cost, ...choice }) => choice),
    };
  }
}
