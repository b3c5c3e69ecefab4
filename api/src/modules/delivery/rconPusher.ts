import type { Db } from '../../db/client.js';
import { storeRconTargets } from '../../db/schema/store.js';
import type { DeliveryOutbox } from './deliveryOutbox.js';
import { RconClient, RconError } from './rcon/RconClient.js';

export interface PushResult {
  sent: number;
  failed: number;
}

/**
 * Servers without a plugin: the api plays the plugin's part over RCON, with the guarantee RCON allows.
 * A command never written (connection refused, wrong password) is tried again after the lease, up to
 * the server's `maxAttempts`; a command written and not answered within the server's `timeoutMs` is
 * uncertain and is never sent again by this loop. `failed` counts servers whose push stopped early.
 */
export async function pushOverRcon(db: Db, outbox: DeliveryOutbox, leaseSeconds = 60): Promise<PushResult> {
  const attempts = outbox.rcon;
  await attempts.sweepAbandoned();
  const targets = await db.select().from(storeRconTargets);
  const result: PushResult = { sent: 0, failed: 0 };
  for (const target of targets) {
    const rows = await attempts.hold(target.serverId, 50, leaseSeconds);
    if (rows.length === 0) continue;
    let client: RconClient;
    try {
      client = await RconClient.connect({
        host: target.host,
        port: target.port,
        password: target.password,
        timeoutMs: target.timeoutMs,
      });
    } catch (error) {
      await attempts.notConnected(rows, messageOf(error), target.maxAttempts);
      result.failed += 1;
      continue;
    }
    try {
      for (const [index, row] of rows.entries()) {
        const attempt = await attempts.sending(row, target.timeoutMs);
        try {
          await client.command(row.command);
        } catch (error) {
          if (error instanceof RconError && !error.written) {
            await attempts.notWritten(row, attempt, error.message, {
              leaseSeconds,
              maxAttempts: target.maxAttempts,
            });
          } else {
            await attempts.unanswered(row, attempt, messageOf(error));
          }
          await attempts.release(rows.slice(index + 1));
          result.failed += 1;
          break;
        }
        await attempts.answered(row, attempt);
        result.sent += 1;
      }
    } finally {
      client.close();
    }
  }
  return result;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
