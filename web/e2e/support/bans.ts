import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';

import { apiSignIn, E2E_API_URL } from './session';

/** A POST to the api as a signed-in account. */
async function postAs(login: string, url: string, body: unknown, password?: string): Promise<Response> {
  const session = await apiSignIn(login, password);
  return fetch(`${E2E_API_URL}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'access-id': session.accessId,
      'access-token': session.accessToken,
    },
    body: JSON.stringify(body),
  });
}

/** A site ban by the demo admin (staff.players.bans); `days` null bans explicitly forever. */
export async function banOnSite(login: string, reason: string, days: number | null): Promise<void> {
  const response = await postAs('admin', `/api/staff/players/${login}/ban`, {
    reason,
    ...(days === null ? { forever: true } : { days }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A permanent game ban as HiTech's plugin reports it through the system API. */
export async function banInGame(nickname: string, reason: string): Promise<void> {
  const tokens = JSON.parse(
    await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'demo-server-tokens.json'), 'utf8'),
  ) as Record<string, string>;
  const id = `e2e-${nickname}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const response = await fetch(`${E2E_API_URL}/api-system/server/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-server-token': tokens.hitech ?? '' },
    body: JSON.stringify({
      events: [
        {
          id,
          type: 'ban',
          at: new Date().toISOString(),
          player: { nickname },
          ban: { banId: id, by: 'Console', reason, permanent: true },
        },
      ],
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

export interface ListedBan {
  id: number;
  source: 'site' | 'game';
  nickname: string;
}

/** The ban list's rows matching `search`, as a signed-in player reads them from the api. */
export async function listedBans(search: string): Promise<ListedBan[]> {
  const session = await apiSignIn('steve');
  const response = await fetch(`${E2E_API_URL}/api/ban/list?search=${encodeURIComponent(search)}`, {
    headers: { 'access-id': session.accessId, 'access-token': session.accessToken },
  });
  return ((await response.json()) as { items: ListedBan[] }).items;
}
