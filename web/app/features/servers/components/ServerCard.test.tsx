import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ServerCardFieldsFragment } from '../../../generated/graphql';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ServerCard } from './ServerCard';

const server: ServerCardFieldsFragment = {
  id: 1,
  slug: 'techno-magic-rpg',
  name: 'TechnoMagic RPG',
  gameVersion: '1.12.2',
  version: '1.12.2',
  motd: null,
  motdSegments: [],
  pvpMode: 'mixed',
  address: 'rpg.lodestone.example:25565',
  online: 214,
  maxPlayers: 400,
  isOnline: true,
  documentSlug: 'techno-magic-rpg',
};

describe('ServerCard', () => {
  it('shows the name, online against capacity, version, mode and address', async () => {
    renderWithProviders(<ServerCard server={server} />);
    // The card is an article named by its heading, so screen readers list it by the server's name.
    const card = await screen.findByRole('article', { name: 'TechnoMagic RPG' });
    const inCard = within(card);
    expect(inCard.getByRole('heading', { level: 3 }).textContent).toBe('TechnoMagic RPG');
    expect(inCard.getByTestId('players-count').textContent).toBe('214 / 400');
    expect(inCard.getByTitle('Version').textContent).toBe('1.12.2');
    expect(inCard.getByTitle('Mode').textContent).toBe('PvP zones');
    expect(card.textContent).toContain('Online');
    expect(card.textContent).not.toContain('Offline');
    expect(card.textContent).toContain('rpg.lodestone.example:25565');
    expect(inCard.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('53.5');
  });

  it('is a link to the server page named by the server, and shows the pinged version and the styled MOTD', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const style = { bold: false, italic: false, underlined: false, strikethrough: false, obfuscated: false };
    renderWithProviders(
      <ServerCard
        server={{
          ...server,
          version: 'Paper 1.20.4',
          motd: `Wipe ${xss}`,
          motdSegments: [
            { ...style, text: 'Wipe ', color: '#ff5555', bold: true },
            { ...style, text: xss, color: 'red;background:url(x)' },
          ],
        }}
      />,
    );
    const link = await screen.findByRole('link', { name: 'TechnoMagic RPG' });
    expect(link.getAttribute('href')).toBe('/en/servers/techno-magic-rpg');
    const card = screen.getByRole('article', { name: 'TechnoMagic RPG' });
    expect(within(card).getByTitle('Version').textContent).toBe('Paper 1.20.4');
    const motd = within(card).getByTestId('server-motd');
    expect(motd.textContent).toBe(`Wipe ${xss}`);
    expect(card.querySelector('img')).toBeNull();
    const [wipe, payload] = Array.from(motd.querySelectorAll('span'));
    expect(wipe?.style.color).toMatch(/^(#ff5555|rgb\(255, 85, 85\))$/);
    expect(wipe?.style.fontWeight).toBe('700');
    // A colour that is not #rrggbb never reaches the style attribute.
    expect(payload?.getAttribute('style') ?? '').not.toContain('url');
  });

  it('links a server without a document to its statistics', async () => {
    renderWithProviders(<ServerCard server={{ ...server, documentSlug: null }} />);
    const link = await screen.findByRole('link', { name: 'TechnoMagic RPG' });
    expect(link.getAttribute('href')).toBe('/en/stats/techno-magic-rpg');
  });

  it('speaks Russian and says when the server is down', async () => {
    renderWithProviders(<ServerCard server={{ ...server, isOnline: false, online: 0 }} />, { lang: 'ru' });
    const card = await screen.findByRole('article', { name: 'TechnoMagic RPG' });
    expect(card.textContent).toContain('Выключен');
    expect(card.textContent).not.toContain('Онлайн');
    expect(within(card).getByTestId('players-count').textContent).toBe('0 / 400');
    expect(within(card).getByTitle('Режим').textContent).toBe('PvP-зоны');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
