import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { roleGroups } from '../../db/schema/accounts.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import type { PlayerLook } from './looks.schemas.js';

let t: TestApp;
let steve: Record<string, string>;

interface Themes {
  current: string;
  themes: { id: string; locked: boolean; data: { accent1: string } }[];
}

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = steve) =>
  t.app.inject({ method, url, headers });

describe('site themes', () => {
  it('lists the themes with the spec’s colour fields and starts on the default', async () => {
    const themes = (await call('GET', '/api/cabinet/theme')).json<Themes>();
    expect(themes.current).toBe('amethyst');
    expect(Object.keys(themes.themes[0]?.data ?? {})).toHaveLength(16);
    expect(themes.themes.find((theme) => theme.id === 'gold')?.locked).toBe(true);
  });

  it('keeps the chosen theme, refuses unknown and locked ones', async () => {
    const chosen = await call('POST', '/api/cabinet/theme/set/emerald');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<Themes>().current).toBe('emerald');
    expect((await call('GET', '/api/cabinet/theme')).json<Themes>().current).toBe('emerald');
    expect((await call('POST', '/api/cabinet/theme/set/plaid')).statusCode).toBe(404);
    expect((await call('POST', '/api/cabinet/theme/set/gold')).statusCode).toBe(403);
    expect((await call('GET', '/api/cabinet/theme', { 'accept-language': 'en' })).statusCode).toBe(401);
  });

  it("opens a locked theme once a role's abilities grant it", async () => {
    await t.database.db
      .update(roleGroups)
      .set({ permissions: { looks: { themes: { gold: true } } } })
      .where(eq(roleGroups.name, 'player'));
    const chosen = await call('POST', '/api/cabinet/theme/set/gold');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<Themes>().themes.find((theme) => theme.id === 'gold')?.locked).toBe(false);
    await t.database.db.update(roleGroups).set({ permissions: {} }).where(eq(roleGroups.name, 'player'));
    // Once the ability is gone, the site falls back to the default theme.
    expect((await call('GET', '/api/cabinet/theme')).json<Themes>().current).toBe('amethyst');
  });
});

describe('profile covers', () => {
  it('lists the options of each kind and shows the chosen cover on the public profile', async () => {
    const glow = (await call('GET', '/api/cabinet/profile-theme/glow')).json<{ options: { id: string }[] }>();
    expect(glow.options.map((option) => option.id)).toEqual(['wave', 'octarine', 'starry', 'amber']);
    const style = (await call('GET', '/api/cabinet/profile-theme/style')).json<{
      options: { id: string }[];
    }>();
    expect(style.options.map((option) => option.id)).toEqual(['geometry', 'circles', 'wave', 'fragments']);

    const set = await call('POST', '/api/cabinet/profile-theme/style/set/circles');
    expect(set.statusCode).toBe(200);
    expect(set.json<{ current: unknown }>().current).toEqual({ kind: 'style', id: 'circles' });
    const profile = (await call('GET', '/api/user/profile/look/steve', {})).json<PlayerLook>();
    expect(profile.cover).toEqual({ kind: 'style', id: 'circles' });

    expect((await call('POST', '/api/cabinet/profile-theme/glow/set/circles')).statusCode).toBe(404);
    expect((await call('POST', '/api/cabinet/profile-theme/art/set/abyss')).statusCode).toBe(403);
    expect((await call('GET', '/api/cabinet/profile-theme/plaid')).statusCode).toBe(400);
  });
});
