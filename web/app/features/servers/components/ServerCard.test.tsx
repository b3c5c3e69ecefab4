import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ServerCardFieldsFragment } from '../../../generated/graphql';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ServerCard } from './ServerCard';

const server: ServerCardFieldsFragment = {
  id: 1,
  slug: 'techno-magic-rpg',
  name: 'TechnoMagic RPG',
  gameVersion: '1.12.2',
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
    expect(await screen.findByRole('heading', { name: 'TechnoMagic RPG' })).toBeTruthy();
    expect(screen.getByTestId('players-count').textContent).toBe('214 / 400');
    expect(screen.getByText('1.12.2')).toBeTruthy();
    expect(screen.getByText('PvP zones')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('rpg.lodestone.example:25565')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('53.5');
  });

  it('speaks Russian and says when the server is down', async () => {
    renderWithProviders(<ServerCard server={{ ...server, isOnline: false, online: 0 }} />, { lang: 'ru' });
    expect(await screen.findByText('Выключен')).toBeTruthy();
    expect(screen.getByTestId('players-count').textContent).toBe('0 / 400');
    expect(screen.getByText('PvP-зоны')).toBeTruthy();
  });
});
