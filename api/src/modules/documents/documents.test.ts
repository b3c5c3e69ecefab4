import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import type { Document, DocumentPage } from './documents.schemas.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the body it expects
async function get<T>(url: string, language?: string): Promise<{ status: number; body: T }> {
  const headers = language === undefined ? {} : { 'accept-language': language };
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('GET /api/documents', () => {
  it('pages news newest first with defaults', async () => {
    const { status, body } = await get<DocumentPage>('/api/documents?target=news');
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.perPage).toBe(10);
    expect(body.total).toBe(12);
    expect(body.pages).toBe(2);
    expect(body.items).toHaveLength(10);
    const dates = body.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.items.every((item) => item.target === 'news' && item.locale === 'ru')).toBe(true);
  });

  it('returns the second page and respects perPage', async () => {
    const { body } = await get<DocumentPage>('/api/documents?target=news&page=2&perPage=5');
    expect(body.items).toHaveLength(5);
    expect(body.pages).toBe(3);
    const last = await get<DocumentPage>('/api/documents?target=news&page=3&perPage=5');
    expect(last.body.items.map((item) => item.slug)).toContain('wipe-winter-2023');
  });

  it('lists mods and servers', async () => {
    expect((await get<DocumentPage>('/api/documents?target=mods')).body.total).toBe(4);
    expect((await get<DocumentPage>('/api/documents?target=servers')).body.total).toBe(4);
  });

  it('answers 400 with the ApiError body for bad query values', async () => {
    for (const url of [
      '/api/documents',
      '/api/documents?target=blog',
      '/api/documents?target=news&perPage=51',
    ]) {
      const { status, body } = await get<Record<string, unknown>>(url, 'en');
      expect(status, url).toBe(400);
      expect(body).toMatchObject({ error_code: 2, error_message: 'The request is not valid' });
      expect(body.details).toEqual({ description: expect.stringContaining('querystring') as unknown });
    }
  });
});

describe('GET /api/document', () => {
  it('serves the requested language and renders content', async () => {
    const en = await get<Document>('/api/document?slug=wipe-winter-2025', 'en-US,en;q=0.9');
    expect(en.status).toBe(200);
    expect(en.body.locale).toBe('en');
    expect(en.body.title).toBe('Winter wipe 2025');
    expect(en.body.locales).toEqual(['ru', 'en']);
    expect(en.body.contentHtml).toContain('<h2>What&#39;s new</h2>');
    expect(en.body.contentHtml).toContain('<a href="/en/cabinet/refund">');
    const ru = await get<Document>('/api/document?slug=wipe-winter-2025');
    expect(ru.body.locale).toBe('ru');
    expect(ru.body.title).toBe('Зимний вайп 2025');
    expect(ru.body.id).toBe(en.body.id);
  });

  it('falls back to the other language when the requested one is missing', async () => {
    const { body } = await get<Document>('/api/document?slug=sky-islands-update', 'en');
    expect(body.locale).toBe('ru');
    expect(body.locales).toEqual(['ru']);
  });

  it('finds by id and carries the live game server for server documents', async () => {
    const bySlug = await get<Document>('/api/document?slug=hitech');
    const byId = await get<Document>(`/api/document?id=${bySlug.body.id}`);
    expect(byId.body.slug).toBe('hitech');
    expect(byId.body.documentMeta).toEqual({ serverName: 'HiTech' });
    expect(byId.body.server).toMatchObject({ slug: 'hitech', name: 'HiTech', gameVersion: '1.7.10' });
    const news = await get<Document>('/api/document?slug=wipe-winter-2024');
    expect(news.body.server).toBeNull();
  });

  it('answers 404 for a missing document and 400 without id or slug', async () => {
    const missing = await get<Record<string, unknown>>('/api/document?slug=nope', 'en');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error_code: 3,
      error_message: 'Not found',
      details: { description: "No document with slug 'nope'" },
    });
    const neither = await get<Record<string, unknown>>('/api/document');
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ error_code: 2, error_message: 'Некорректные данные запроса' });
    expect((await get('/api/document?id=abc')).status).toBe(400);
  });
});
