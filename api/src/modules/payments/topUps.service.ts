import { randomUUID } from 'node:crypto';

import { and, desc, eq, inArray } from 'drizzle-orm';

import { payments } from '../../db/schema/ledger.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import { THROTTLE_RULES } from '../../platform/throttle/throttle.js';
import { returnAddresses } from './paymentReturn.js';
import { OPEN_STATUSES, type PaymentsDeps } from './paymentsDeps.js';
import { bonusFor, type PaymentsConfig } from './paymentsConfig.js';
import {
  PAYMENT_METHODS,
  ProviderCallFailed,
  type PaymentMethod,
  type PaymentProvider,
} from './providers/PaymentProvider.js';

const PRESETS_RUBLES = [100, 300, 500, 1000, 3000, 5000];

export type TopUpsDeps = Pick<
  PaymentsDeps,
  'db' | 'routing' | 'config' | 'settings' | 'notificationUrl' | 'clock' | 'throttle'
>;

/** The player's side of a top-up: the pay page, starting a payment, and top-ups not credited yet. */
export class TopUpsService {
  constructor(private readonly deps: TopUpsDeps) {}

  /** A method is offered when a provider takes it and the owner has not switched it off. */
  private async offered(): Promise<{
    routing: Partial<Record<PaymentMethod, PaymentProvider>>;
    bonusTiers: PaymentsConfig['bonusTiers'];
  }> {
    const { methods, bonusTiers } = await this.deps.settings.payments();
    const routing = Object.fromEntries(
      Object.entries(this.deps.routing).filter(([method]) => methods[method as PaymentMethod]),
    ) as Partial<Record<PaymentMethod, PaymentProvider>>;
    return { routing, bonusTiers };
  }

  async options() {
    const { config } = this.deps;
    const { routing, bonusTiers } = await this.offered();
    return {
      methods: PAYMENT_METHODS.filter((method) => routing[method] !== undefined).map((method) => ({
        method,
        provider: routing[method]?.id ?? '',
      })),
      presets: PRESETS_RUBLES.filter((value) => value >= config.minRubles && value <= config.maxRubles),
      minRubles: config.minRubles,
      maxRubles: config.maxRubles,
      bonusTiers,
    };
  }

  async create(
    userId: number,
    input: { amount: number; method: PaymentMethod; returnTo?: string | undefined },
    locale: Locale,
  ) {
    const { config, db, clock, throttle } = this.deps;
    const { routing, bonusTiers } = await this.offered();
    const provider = routing[input.method];
    if (provider === undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        { ru: 'Этот способ оплаты сейчас недоступен', en: 'This payment method is not available' },
        { field: 'method' },
      );
    }
    if (
      !Number.isInteger(input.amount) ||
      input.amount < config.minRubles ||
      input.amount > config.maxRubles
    ) {
      throw new AppError(
        'VALIDATION_FAILED',
        {
          ru: `Сумма — целое число рублей от ${config.minRubles} до ${config.maxRubles}`,
          en: `The amount is a whole number of rubles from ${config.minRubles} to ${config.maxRubles}`,
        },
        { field: 'amount' },
      );
    }
    const back = returnAddresses(input.returnTo, config, locale);
    // Every start counts (a started payment is a provider call and a row), success or not.
    await throttle.take([{ key: `pay:user:${userId}`, rule: THROTTLE_RULES.paymentStartsPerPlayer }]);
    const amountKopecks = input.amount * 100;
    const { bonusKopecks } = bonusFor(amountKopecks, bonusTiers);
    const now = clock();
    const id = randomUUID();
    await db.insert(payments).values({
      id,
      userId,
      provider: provider.id,
      method: input.method,
      amountKopecks,
      bonusKopecks,
      status: 'created',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + config.pendingMinutes * 60_000),
    });
    try {
      const created = await provider.create({
        paymentId: id,
        amountKopecks,
        method: input.method,
        description:
          locale === 'ru' ? `Пополнение баланса, ${input.amount} ₽` : `Balance top-up, ${input.amount} RUB`,
        returnUrl: back.success,
        failUrl: back.failed,
        notificationUrl: this.deps.notificationUrl(provider.id),
      });
      await db
        .update(payments)
        .set({
          status: 'pending',
          providerPaymentId: created.providerPaymentId,
          redirectUrl: created.redirectUrl,
          updatedAt: clock(),
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'created')));
      return { paymentId: id, redirectUrl: created.redirectUrl, bonusKopecks };
    } catch (error) {
      await db
        .update(payments)
        .set({ status: 'failed', failure: (error as Error).message.slice(0, 500), updatedAt: clock() })
        .where(eq(payments.id, id));
      if (error instanceof ProviderCallFailed) throw new AppError('PAYMENT_PROVIDER_FAILED');
      throw error;
    }
  }

  /** The player's latest top-ups that did not reach the balance (yet): the history lists them apart. */
  async uncredited(userId: number) {
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.userId, userId), inArray(payments.status, [...OPEN_STATUSES, 'failed', 'canceled'])),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(10);
    return rows.map((row) => ({
      id: row.id,
      amountKopecks: row.amountKopecks,
      method: row.method,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
