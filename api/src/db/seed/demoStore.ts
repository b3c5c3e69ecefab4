import { and, eq } from 'drizzle-orm';

import type { Db } from '../client.js';
import { gameServers } from '../schema/servers.js';
import {
  storeKits,
  storeRconTargets,
  storeRoles,
  type StoreAbility,
  type StoreText,
} from '../schema/store.js';

/** The demo's plugin-less server (Magic RPG) takes its deliveries over RCON from the demo simulator. */
export const DEMO_RCON = {
  server: 'magic-rpg',
  port: Number(process.env.DEMO_RCON_PORT ?? 25598),
  password: 'demo-rcon',
};

interface DemoRole {
  slug: string;
  name: StoreText;
  description: StoreText;
  month: number;
  discountPercent: number;
  bestChoice?: boolean;
  features: StoreText[];
  abilities: StoreAbility[];
  kits: { name: StoreText; items: StoreText[]; hours: number }[];
}

const t = (ru: string, en: string): StoreText => ({ ru, en });

const FEATURES = {
  home: t('Три точки дома', 'Three home points'),
  color: t('Цветной ник в чате', 'Coloured nickname in chat'),
  fly: t('Полёт в лобби и на своей территории', 'Flight in the lobby and on your claim'),
  claim: t('Приват до 100 000 блоков', 'Claims up to 100,000 blocks'),
  workbench: t('Верстак и эндер-сундук в кармане', 'Pocket workbench and ender chest'),
  queue: t('Вход без очереди', 'Skip the queue when the server is full'),
  repair: t('Починка предметов раз в час', 'Repair items once an hour'),
};

const ability = (command: string, ru: string, en: string): StoreAbility => ({
  command,
  description: t(ru, en),
});

/** Three roles, the same ladder on every demo server; prices in rubles for a 31-day month. */
const DEMO_ROLES: DemoRole[] = [
  {
    slug: 'vip',
    name: t('VIP', 'VIP'),
    description: t('Первый шаг: удобства на каждый день', 'The first step: everyday comforts'),
    month: 149,
    discountPercent: 5,
    features: [FEATURES.home, FEATURES.color],
    abilities: [ability('/hat', 'Надеть блок на голову', 'Wear a block as a hat')],
    kits: [
      {
        name: t('Набор VIP', 'VIP kit'),
        items: [t('16 хлеба', '16 bread'), t('Железная кирка', 'Iron pickaxe')],
        hours: 24,
      },
    ],
  },
  {
    slug: 'premium',
    name: t('Премиум', 'Premium'),
    description: t('Полёт, большой приват и починка', 'Flight, big claims and repairs'),
    month: 349,
    discountPercent: 10,
    bestChoice: true,
    features: [FEATURES.home, FEATURES.color, FEATURES.fly, FEATURES.claim, FEATURES.repair],
    abilities: [
      ability('/hat', 'Надеть блок на голову', 'Wear a block as a hat'),
      ability('/fly', 'Полёт в лобби и на своей территории', 'Fly in the lobby and on your claim'),
      ability('/repair', 'Починить предмет в руке', 'Repair the item in hand'),
    ],
    kits: [
      {
        name: t('Набор Премиум', 'Premium kit'),
        items: [t('Алмазная кирка', 'Diamond pickaxe'), t('32 стейка', '32 steaks')],
        hours: 24,
      },
      { name: t('Недельный набор', 'Weekly kit'), items: [t('4 алмаза', '4 diamonds')], hours: 168 },
    ],
  },
  {
    slug: 'legend',
    name: t('Легенда', 'Legend'),
    description: t('Всё сразу и вход без очереди', 'Everything, and no queue'),
    month: 699,
    discountPercent: 15,
    features: Object.values(FEATURES),
    abilities: [
      ability('/hat', 'Надеть блок на голову', 'Wear a block as a hat'),
      ability('/fly', 'Полёт в лобби и на своей территории', 'Fly in the lobby and on your claim'),
      ability('/repair', 'Починить предмет в руке', 'Repair the item in hand'),
      ability('/workbench', 'Открыть верстак', 'Open a workbench'),
      ability('/ec', 'Открыть эндер-сундук', 'Open your ender chest'),
    ],
    kits: [
      {
        name: t('Набор Легенды', 'Legend kit'),
        items: [t('Незеритовый меч', 'Netherite sword'), t('64 стейка', '64 steaks')],
        hours: 12,
      },
    ],
  },
];

/** The demo store: a catalogue per server. Matched by (server, slug): a re-seed rewrites demo roles only. */
export async function seedDemoStore(db: Db): Promise<void> {
  const servers = await db.select({ id: gameServers.id, slug: gameServers.slug }).from(gameServers);
  await db.transaction(async (tx) => {
    const rcon = servers.find((server) => server.slug === DEMO_RCON.server);
    if (rcon !== undefined) {
      const target = {
        serverId: rcon.id,
        host: '127.0.0.1',
        port: DEMO_RCON.port,
        password: DEMO_RCON.password,
      };
      await tx
        .insert(storeRconTargets)
        .values(target)
        .onConflictDoUpdate({ target: storeRconTargets.serverId, set: target });
    }
    for (const server of servers) {
      for (const [index, role] of DEMO_ROLES.entries()) {
        const values = {
          serverId: server.id,
          slug: role.slug,
          name: role.name,
          description: role.description,
          grantGroup: role.slug,
          priceMonthKopecks: role.month * 100,
          // Three months cost two and a half; forever costs eight months.
          priceQuarterKopecks: Math.round(role.month * 2.5) * 100,
          priceForeverKopecks: role.month * 8 * 100,
          discountPercent: role.discountPercent,
          bestChoice: role.bestChoice ?? false,
          features: role.features,
          abilities: role.abilities,
          sortOrder: index,
          onSale: true,
        };
        const [row] = await tx
          .insert(storeRoles)
          .values(values)
          .onConflictDoUpdate({ target: [storeRoles.serverId, storeRoles.slug], set: values })
          .returning({ id: storeRoles.id });
        if (row === undefined) continue;
        await tx.delete(storeKits).where(and(eq(storeKits.roleId, row.id)));
        await tx.insert(storeKits).values(
          role.kits.map((kit, kitIndex) => ({
            roleId: row.id,
            name: kit.name,
            items: kit.items,
            claimIntervalHours: kit.hours,
            sortOrder: kitIndex,
          })),
        );
      }
    }
  });
}
