import type { Db } from '../../db/client.js';
import { storeRconTargets } from '../../db/schema/store.js';
import type { DeliveryOutbox } from './deliveryOutbox.js';
import { RconClient } from './rcon/RconClient.js';

export interface PushResult {
  sent: number;
  failed: number;
}

/**
 * Servers without a plugin: the api plays the plugin's part over RCON. It claims with the same lease,
 * runs each command and acknowledges it only after the server answered; a broken connection leaves the
 * rest leased, so they are tried again when the lease ends.
 */
export async function pushOverRcon(db: Db, outbox: DeliveryOutbox, leaseSeconds = 60): Promise<PushResult> {
  const targets = await db.select().from(storeRconTargets);
  const result: PushResult = { sent: 0, failed: 0 };
  for (const target of targets) {
    const rows = await outbox.claim(target.serverId, 50, leaseSeconds);
    if (rows.length === 0) continue;
    let client: RconClient | null = null;
    const done = new Set<string>();
    try {
      client = await RconClient.connect({ host: target.host, port: target.port, password: target.password });
      for (const row of rows) {
        await client.command(row.command);
        await outbox.acknowledge(target.serverId, [row.id], 'rcon_sent');
        done.add(row.id);
        result.sent += 1;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const row of rows) if (!done.has(row.id)) await outbox.failedPush(row.id, message);
      result.failed += 1;
    } finally {
      client?.close();
    }
  }
  return result;
}
