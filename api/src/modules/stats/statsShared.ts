import { AppError } from '../../platform/errors/AppError.js';
import type { GameServer, ServersService } from '../servers/index.js';

export const DAY_MS = 86_400_000;

export const day = (at: Date) => at.toISOString().slice(0, 10);
export const monthStart = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;
export const yearStart = (at: Date) => `${at.toISOString().slice(0, 4)}-01-01`;

/** A server by slug or by name (documentMeta.serverName), as the site's URLs use both. */
export async function findServer(servers: ServersService, name: string): Promise<GameServer> {
  const list = await servers.list();
  const server = list.items.find(
    (item) => item.slug === name || item.name.toLowerCase() === name.toLowerCase(),
  );
  if (server === undefined)
    throw new AppError('NOT_FOUND', { ru: 'Сервер не найден', en: 'Server not found' });
  return server;
}
