import type { NewGameServerRow } from '../schema/servers.js';
import { demoServers } from './demoServers.js';
import type { SeedDocument } from './seedTypes.js';
import { b, code, doc, h2, p, ul } from './tiptap.js';

const schemes: SeedDocument['colorScheme'][] = ['purple', 'orange', 'blue', 'green'];

const pvp = {
  pvp: { ru: 'PvP везде, кроме спавна', en: 'PvP everywhere except spawn' },
  pve: { ru: 'без PvP', en: 'no PvP' },
  mixed: { ru: 'PvP в отдельных зонах', en: 'PvP in marked zones' },
};

function serverDocument(server: NewGameServerRow, index: number): SeedDocument {
  const mode = pvp[server.pvpMode];
  return {
    slug: server.slug,
    target: 'servers',
    colorScheme: schemes[index % schemes.length] ?? 'blue',
    slider: index === 0,
    publishedAt: `2023-01-0${index + 1}T09:00:00Z`,
    serverName: server.name,
    ru: {
      title: server.name,
      summary: `Сервер ${server.name} на версии ${server.gameVersion}: ${mode.ru}.`,
      content: doc(
        p(b(server.name), ` — сборка на ${server.gameVersion} с техникой и магией.`),
        h2('Характеристики'),
        ul(
          [`Основной мир: ${server.mainWorldArea}`],
          [`Другие миры: ${server.otherWorldArea}`],
          [`Режим: ${mode.ru}`],
          ['Адрес: ', code(server.address)],
        ),
      ),
    },
    en: {
      title: server.name,
      summary: `${server.name} on ${server.gameVersion}: ${mode.en}.`,
      content: doc(
        p(b(server.name), ` is a ${server.gameVersion} pack of technology and magic.`),
        h2('Facts'),
        ul(
          [`Main world: ${server.mainWorldArea}`],
          [`Other worlds: ${server.otherWorldArea}`],
          [`Mode: ${mode.en}`],
          ['Address: ', code(server.address)],
        ),
      ),
    },
  };
}

export const demoServerDocuments: SeedDocument[] = demoServers.map(serverDocument);
