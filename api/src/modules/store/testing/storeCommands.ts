/**
 * The actions of the model-based store test, each run against the real services and the model, with
 * what the answer must be. Each has a toString, so a failure prints the shrunk sequence readably.
 */
import { and, inArray, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';

import { playerRoles } from '../../../db/schema/store.js';
import { AppError } from '../../../platform/errors/AppError.js';
import { paymentRefundEntry, topupEntry } from '../../../platform/ledger/entries.js';
import { transferFee } from '../roleTransferRules.js';
import { DAY_MS, quotePurchase, type BuyMode, type HeldGrant, type RolePeriod } from '../storeRules.js';
import {
  activeLines,
  banned,
  expectedRefund,
  ROLE_SLUGS,
  SERVERS,
  type ModelLine,
  type RoleSlug,
  type ServerSlug,
  type StoreModel,
} from './storeModel.js';
import type { StoreWorld, WorldPlayer } from './storeWorld.js';

export interface StoreReal {
  world: StoreWorld;
  player: WorldPlayer;
}

type StoreCommand = fc.AsyncCommand<StoreModel, StoreReal>;

type Outcome<T> = { ok: T } | { refused: string };

async function attempt<T>(action: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: await action() };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.code };
    throw error;
  }
}

function succeeded<T>(outcome: Outcome<T>): T {
  if ('refused' in outcome) throw new Error(`refused with ${outcome.refused}`);
  return outcome.ok;
}

const HOUR_MS = 60 * 60 * 1000;

class Buy implements StoreCommand {
  constructor(
    readonly server: ServerSlug,
    readonly role: RoleSlug,
    readonly period: RolePeriod,
    readonly mode: BuyMode,
  ) {}
  check = () => true;
  async run(model: StoreModel, { world, player }: StoreReal) {
    const role = world.roles[this.server][this.role];
    const held = activeLines(model, this.server);
    const heldGrants: HeldGrant[] = held.map((line) => {
      const row = world.roles[line.server][line.role];
      return {
        grantId: line.grantId,
        roleId: row.id,
        endsAt: line.endsAt === null ? null : new Date(line.endsAt),
        discountPercent: row.discountPercent,
        priceMonthKopecks: row.priceMonthKopecks,
      };
    });
    const quote = quotePurchase({
      roleId: role.id,
      prices: role,
      period: this.period,
      mode: this.mode,
      held: heldGrants,
      now: new Date(model.now),
    });
    const outcome = await attempt(() =>
      world.purchases.buyRole(player.userId, { roleId: role.id, period: this.period, mode: this.mode }),
    );
    if (typeof quote === 'string') {
      expect(outcome).toEqual({ refused: 'CONFLICT' });
      return;
    }
    if (quote.paidKopecks > model.balanceKopecks) {
      expect(outcome).toEqual({ refused: 'INSUFFICIENT_FUNDS' });
      return;
    }
    const bought = succeeded(outcome);
    expect(bought).toMatchObject({ mode: quote.mode, paidKopecks: quote.paidKopecks });
    model.balanceKopecks -= bought.paidKopecks;
    const purchase = {
      id: bought.purchaseId,
      paidKopecks: bought.paidKopecks,
      at: model.now,
      refunded: false,
    };
    const endsAt = bought.endsAt === null ? null : Date.parse(bought.endsAt);
    if (bought.mode === 'extend') {
      const line = held.find((item) => item.grantId === bought.grantId);
      if (line === undefined) throw new Error(`extended grant ${bought.grantId} is not one the model holds`);
      line.purchases.push(purchase);
      line.endsAt = endsAt;
      return;
    }
    let carried: ModelLine['purchases'] = [];
    if (bought.mode === 'replace') {
      // Which of equally valuable roles is replaced is the database's choice: read it back.
      const ended = await world.db
        .select({ id: playerRoles.id })
        .from(playerRoles)
        .where(
          and(
            inArray(
              playerRoles.id,
              held.map((line) => line.grantId),
            ),
            isNotNull(playerRoles.endedEarlyAt),
          ),
        );
      expect(ended).toHaveLength(1);
      const replaced = held.find((line) => line.grantId === ended[0]?.id);
      if (replaced === undefined) throw new Error('the replaced grant is not one the model holds');
      replaced.held = false;
      carried = replaced.purchases;
      replaced.purchases = [];
    }
    model.lines.push({
      grantId: bought.grantId,
      server: this.server,
      role: this.role,
      endsAt,
      purchases: [...carried, purchase],
      held: true,
      refunded: false,
    });
  }
  toString = () => `buy(${this.server}, ${this.role}, ${this.period}, ${this.mode})`;
}

class Transfer implements StoreCommand {
  constructor(readonly pick: number) {}
  check = (model: Readonly<StoreModel>) => activeLines(model).length > 0;
  async run(model: StoreModel, { world, player }: StoreReal) {
    const lines = activeLines(model);
    const line = lines[this.pick % lines.length];
    if (line === undefined) return;
    const target = SERVERS.find((server) => server !== line.server) ?? line.server;
    const fee = transferFee(world.roles[target][line.role]);
    const outcome = await attempt(() => world.transfers.transfer(player.userId, line.grantId, target));
    if (activeLines(model, target).some((other) => other.role === line.role)) {
      expect(outcome).toEqual({ refused: 'CONFLICT' });
      return;
    }
    if (fee > model.balanceKopecks) {
      expect(outcome).toEqual({ refused: 'INSUFFICIENT_FUNDS' });
      return;
    }
    const moved = succeeded(outcome);
    expect(moved.priceKopecks).toBe(fee);
    model.balanceKopecks -= fee;
    line.held = false;
    model.lines.push({ ...line, grantId: moved.grantId, server: target, held: true });
    line.purchases = [];
  }
  toString = () => `transfer(held role #${this.pick})`;
}

class CoinsToGame implements StoreCommand {
  constructor(
    readonly server: ServerSlug,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: StoreModel, { world, player }: StoreReal) {
    const outcome = await attempt(() => world.coins.transfer(player.userId, this.server, this.amount));
    if (this.amount > model.coins) {
      expect(outcome).toEqual({ refused: 'INSUFFICIENT_FUNDS' });
      return;
    }
    model.coins -= this.amount;
    model.gameCoins[this.server] += this.amount;
    expect(succeeded(outcome)).toMatchObject({ coins: model.coins, gameCoins: model.gameCoins[this.server] });
  }
  toString = () => `coins(${this.server}, ${this.amount})`;
}

class SiteBan implements StoreCommand {
  constructor(readonly days: number | null) {}
  check = (model: Readonly<StoreModel>) => !banned(model);
  async run(model: StoreModel, { world, player }: StoreReal) {
    await world.siteBans.ban({
      userId: player.userId,
      actorId: world.staffId,
      reason: 'model',
      days: this.days,
    });
    model.banEndsAt = this.days === null ? null : model.now + this.days * DAY_MS;
  }
  toString = () => `siteBan(${this.days ?? 'forever'})`;
}

class PaidUnban implements StoreCommand {
  check = () => true;
  async run(model: StoreModel, { world, player }: StoreReal) {
    const actor = { userId: player.userId, login: player.login, ip: null };
    const outcome = await attempt(() => world.unban.unban(player.userId, actor));
    if (!banned(model)) {
      expect(outcome).toEqual({ refused: 'CONFLICT' });
      return;
    }
    const price = model.banEndsAt === null ? 100_000 : 30_000;
    if (price > model.balanceKopecks) {
      expect(outcome).toEqual({ refused: 'INSUFFICIENT_FUNDS' });
      return;
    }
    expect(succeeded(outcome)).toMatchObject({ paidKopecks: price, site: true });
    model.balanceKopecks -= price;
    model.banEndsAt = undefined;
  }
  toString = () => 'paidUnban()';
}

export class ScheduleWipe implements StoreCommand {
  constructor(
    readonly server: ServerSlug,
    readonly hoursAhead: number,
  ) {}
  check = (model: Readonly<StoreModel>) => (model.wipes[this.server] ?? 0) <= model.now;
  async run(model: StoreModel, { world }: StoreReal) {
    const wipeAt = model.now + this.hoursAhead * HOUR_MS;
    await world.refunds.schedule(this.server, new Date(wipeAt), {
      userId: world.staffId,
      login: null,
      ip: null,
    });
    model.wipes[this.server] = wipeAt;
  }
  toString = () => `scheduleWipe(${this.server}, in ${this.hoursAhead} h)`;
}

class Wait implements StoreCommand {
  constructor(readonly hours: number) {}
  check = () => true;
  run(model: StoreModel, { world }: StoreReal) {
    model.now += this.hours * HOUR_MS;
    world.setNow(model.now);
    return Promise.resolve();
  }
  toString = () => `wait(${this.hours} h)`;
}

class WipeRefund implements StoreCommand {
  constructor(readonly server: ServerSlug) {}
  check = () => true;
  async run(model: StoreModel, { world, player }: StoreReal) {
    const expected = expectedRefund(model, this.server);
    const outcome = await attempt(() => world.refunds.refund(player.userId, this.server, 'en'));
    if (expected === undefined || expected.totalKopecks === 0) {
      expect(outcome).toEqual({ refused: 'CONFLICT' });
      return;
    }
    model.balanceKopecks += expected.totalKopecks;
    model.refundedKopecks += expected.totalKopecks;
    expect(succeeded(outcome)).toEqual({
      refundedKopecks: expected.totalKopecks,
      balanceKopecks: model.balanceKopecks,
    });
    for (const purchase of expected.purchases) purchase.refunded = true;
    for (const line of expected.lines) {
      line.held = false;
      line.refunded = true;
    }
  }
  toString = () => `wipeRefund(${this.server})`;
}

/** The game server takes its queue and acknowledges it (revokes included). */
class Deliver implements StoreCommand {
  constructor(readonly server: ServerSlug) {}
  check = () => true;
  async run(_model: StoreModel, { world }: StoreReal) {
    const serverId = world.serverIds[this.server];
    const claimed = await world.outbox.claim(serverId, 100, 60);
    await world.outbox.acknowledge(
      serverId,
      claimed.map((row) => row.id),
    );
  }
  toString = () => `deliver(${this.server})`;
}

/** A paid top-up, posted as the payments feature posts it. */
class TopUp implements StoreCommand {
  constructor(readonly amountKopecks: number) {}
  check = () => true;
  async run(model: StoreModel, { world, player }: StoreReal) {
    const id = `model-${player.userId}-${model.topups.length}`;
    await world.ledger.post(topupEntry(this.payment(id, player.userId)));
    model.topups.push({ id, amountKopecks: this.amountKopecks, refunded: false });
    model.balanceKopecks += this.amountKopecks;
  }
  payment(id: string, userId: number) {
    return {
      id,
      userId,
      provider: 'model',
      method: 'card',
      amountKopecks: this.amountKopecks,
      bonusKopecks: 0,
    };
  }
  toString = () => `topUp(${this.amountKopecks})`;
}

/** Staff refund a top-up through the provider: the ledger takes it back, only if the balance still holds it. */
class StaffRefund implements StoreCommand {
  constructor(readonly pick: number) {}
  check = (model: Readonly<StoreModel>) => model.topups.some((topup) => !topup.refunded);
  async run(model: StoreModel, { world, player }: StoreReal) {
    const open = model.topups.filter((topup) => !topup.refunded);
    const topup = open[this.pick % open.length];
    if (topup === undefined) return;
    const payment = new TopUp(topup.amountKopecks).payment(topup.id, player.userId);
    const outcome = await attempt(() =>
      world.ledger.post(paymentRefundEntry(payment, world.staffId, 'model')),
    );
    if (topup.amountKopecks > model.balanceKopecks) {
      expect(outcome).toEqual({ refused: 'INSUFFICIENT_FUNDS' });
      return;
    }
    succeeded(outcome);
    topup.refunded = true;
    model.balanceKopecks -= topup.amountKopecks;
  }
  toString = () => `staffRefund(top-up #${this.pick})`;
}

const server = fc.constantFrom(...SERVERS);

/** Every action, the store's own weighted up: buying, moving, waiting and refunding are where value moves. */
export const storeCommands: fc.Arbitrary<StoreCommand>[] = [
  fc
    .tuple(
      server,
      fc.constantFrom(...ROLE_SLUGS),
      fc.constantFrom<RolePeriod>('month', 'quarter', 'forever'),
      fc.constantFrom<BuyMode>('extend', 'stack'),
    )
    .map(([where, role, period, mode]) => new Buy(where, role, period, mode)),
  fc
    .tuple(
      server,
      fc.constantFrom<RoleSlug>('vip', 'premium'),
      fc.constantFrom<RolePeriod>('month', 'quarter'),
    )
    .map(([where, role, period]) => new Buy(where, role, period, 'extend')),
  fc.nat(3).map((pick) => new Transfer(pick)),
  fc.nat(3).map((pick) => new Transfer(pick)),
  fc.tuple(server, fc.integer({ min: 1, max: 120 })).map(([where, amount]) => new CoinsToGame(where, amount)),
  fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }).map((days) => new SiteBan(days)),
  fc.constant(new PaidUnban()),
  fc
    .tuple(server, fc.integer({ min: 1, max: 20 * 24 }))
    .map(([where, hours]) => new ScheduleWipe(where, hours)),
  fc.integer({ min: 1, max: 10 * 24 }).map((hours) => new Wait(hours)),
  server.map((where) => new WipeRefund(where)),
  server.map((where) => new WipeRefund(where)),
  server.map((where) => new Deliver(where)),
  fc.integer({ min: 1, max: 3000 }).map((rubles) => new TopUp(rubles * 100)),
  fc.nat(3).map((pick) => new StaffRefund(pick)),
];
