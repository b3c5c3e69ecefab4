import type { NewGameServerRow } from '../schema/servers.js';

/**
 * The demo's ping-only server: the demo's Server List Ping responder (api/src/demo/simulateGameServers.ts)
 * answers for it on DEMO_SLP_PORT. Staff set status addresses; the seed plays staff's part. Without the
 * demo game servers (DEMO_GAME_SERVERS=0, the browser tests) nothing is pinged.
 */
export const DEMO_SLP = {
  server: 'magic-rpg',
  port: Number(process.env.DEMO_SLP_PORT ?? 25599),
  enabled: process.env.DEMO_GAME_SERVERS !== '0',
};

export function demoStatusAddress(slug: string): string | null {
  return DEMO_SLP.enabled && slug === DEMO_SLP.server ? `127.0.0.1:${DEMO_SLP.port}` : null;
}

export const demoServers: NewGameServerRow[] = [
  {
    slug: 'techno-magic-rpg',
    name: 'TechnoMagic RPG',
    sortOrder: 1,
    mainWorldArea: '12000×12000',
    otherWorldArea: '6000×6000',
    gameVersion: '1.12.2',
    pvpMode: 'mixed',
    address: 'rpg.lodestone.example:25565',
    online: 214,
    maxPlayers: 400,
    recordDay: 236,
    recordMax: 388,
  },
  {
    slug: 'hitech',
    name: 'HiTech',
    sortOrder: 2,
    mainWorldArea: '10000×10000',
    otherWorldArea: '5000×5000',
    gameVersion: '1.7.10',
    pvpMode: 'pvp',
    address: 'hitech.lodestone.example:25565',
    online: 131,
    maxPlayers: 300,
    recordDay: 158,
    recordMax: 297,
  },
  {
    slug: 'techno-magic-sky',
    name: 'TechnoMagic SKY',
    sortOrder: 3,
    mainWorldArea: '8000×8000',
    otherWorldArea: '4000×4000',
    gameVersion: '1.16.5',
    pvpMode: 'pve',
    address: 'sky.lodestone.example:25565',
    online: 87,
    maxPlayers: 250,
    recordDay: 102,
    recordMax: 241,
  },
  {
    slug: 'magic-rpg',
    name: 'Magic RPG',
    sortOrder: 4,
    mainWorldArea: '12000×12000',
    otherWorldArea: '8000×8000',
    gameVersion: '1.12.2',
    pvpMode: 'mixed',
    address: 'magic.lodestone.example:25565',
    online: 163,
    maxPlayers: 350,
    recordDay: 190,
    recordMax: 352,
  },
];

export const demoSettings = {
  'social.counts': { discord: 4820, vk: 12650, youtube: 3170, telegram: 5991 },
  'social.links': {
    discord: 'https://discord.gg/lodestone',
    vk: 'https://vk.com/lodestone_network',
    messageLink: 'https://vk.me/lodestone_network',
    supportLink: 'https://t.me/lodestone_support_bot',
    youtube: 'https://youtube.com/@lodestone_network',
    telegram: 'https://t.me/lodestone_network',
    twoFactorTelegram: 'https://t.me/lodestone_guard_bot',
    twoFactorVk: 'https://vk.me/lodestone_guard',
  },
};
