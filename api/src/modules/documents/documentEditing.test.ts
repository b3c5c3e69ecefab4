import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import type { DocumentSource, UploadedImage } from './documentEditing.schemas.js';
import { XSS_STRINGS, XSS_URLS_OVER_HTTP, xssDocument } from './content/xssPayloads.js';
import type { Document, DocumentPage } from './documents.schemas.js';

let t: TestApp;
let editor: Auth;
let player: Auth;

interface Auth {
  accessId: string;
  accessToken: string;
}

async function signIn(login: string, password: string): Promise<Auth> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { login, password, recaptcha: '' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Auth>();
}

function headers(auth: Auth | null): Record<string, string> {
  const base = { 'accept-language': 'en' };
  return auth === null ? base : { ...base, 'access-id': auth.accessId, 'access-token': auth.accessToken };
}

function call(auth: Auth | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: headers(auth) });
}

function upload(auth: Auth | null, contextId: number, bytes: Buffer, filename: string) {
  const boundary = '----lodestone-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/document/image/context/original/${contextId}/upload`,
    payload: body,
    headers: { ...headers(auth), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

function article(title: string, imageSrc: string, slides: string[]) {
  return {
    target: 'news',
    translations: [
      {
        locale: 'en',
        title,
        summary: 'What changes this winter',
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'New world' }] },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
                { type: 'text', text: ' and ' },
                {
                  type: 'text',
                  text: 'a link',
                  marks: [{ type: 'link', attrs: { href: 'https://example.org' } }],
                },
              ],
            },
            { type: 'image', attrs: { src: imageSrc, alt: 'Map' } },
            { type: 'slider', attrs: { images: slides.map((src) => ({ src, alt: '' })) } },
          ],
        },
      },
    ],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await signIn('editor', 'editor-demo-1');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      login: 'PlainPlayer',
      email: 'plain@example.com',
      password: 'granite-pass-1',
      passwordConfirmation: 'granite-pass-1',
      acceptOffer: true,
      acceptPrivacy: true,
      acceptRules: true,
    },
  });
  player = registered.json<Auth>();
});
afterAll(async () => {
  await t.close();
});

describe('writing a news item', () => {
  it('reserves an id, uploads images for it, publishes, edits and deletes', async () => {
    const reserved = await call(editor, 'GET', '/api/document/generate-id');
    expect(reserved.statusCode).toBe(200);
    const { id } = reserved.json<{ id: number }>();

    const uploads: UploadedImage[] = [];
    const sizes: [number, number][] = [
      [1600, 900],
      [800, 600],
      [300, 200],
    ];
    for (const [width, height] of sizes) {
      const response = await upload(editor, id, await png(width, height), 'picture.png');
      expect(response.statusCode, response.body).toBe(200);
      uploads.push(response.json<UploadedImage>());
    }
    expect(uploads[0]).toMatchObject({ width: 1280, height: 720 });
    expect(uploads[0]?.src).toMatch(new RegExp(`^/uploads/documents/${id}/[a-z0-9]+-content\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: uploads[0]?.coverSrc ?? '' });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    const [image, slideA, slideB] = uploads.map((uploaded) => uploaded.src);
    const created = await call(editor, 'POST', '/api/document/new', {
      id,
      ...article('Winter wipe 2026', image ?? '', [slideA ?? '', slideB ?? '']),
      cover: uploads[0]?.coverSrc,
    });
    expect(created.statusCode, created.body).toBe(200);
    const document = created.json<Document>();
    expect(document).toMatchObject({
      id,
      slug: 'winter-wipe-2026',
      target: 'news',
      author: 'editor',
      likes: 0,
    });
    expect(document.contentHtml).toContain('<h2>New world</h2>');
    expect(document.contentHtml).toContain('<strong>Bold</strong>');
    expect(document.contentHtml).toContain('href="https://example.org"');
    expect(document.contentHtml).toContain('data-count="2"');

    const feed = await call(null, 'GET', '/api/documents?target=news&perPage=1');
    expect(feed.json<DocumentPage>().items[0]?.slug).toBe('winter-wipe-2026');

    const source = await call(editor, 'GET', `/api/document/source?id=${id}`);
    const stored = source.json<DocumentSource>();
    const edited = await call(editor, 'POST', '/api/document/edit', {
      id,
      translations: stored.translations.map((translation) => ({
        ...translation,
        title: 'Winter wipe, moved',
      })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The address stays when the title changes, so shared links keep working.
    expect(edited.json<Document>()).toMatchObject({ slug: 'winter-wipe-2026', title: 'Winter wipe, moved' });

    const deleted = await call(editor, 'POST', '/api/document/delete', { id });
    expect(deleted.statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/document?id=${id}`)).statusCode).toBe(404);
  });

  it('gives a second document with the same title its own address', async () => {
    const first = await call(
      editor,
      'POST',
      '/api/document/new',
      article('Same title', '/uploads/a.webp', []),
    );
    const second = await call(
      editor,
      'POST',
      '/api/document/new',
      article('Same title', '/uploads/a.webp', []),
    );
    expect(first.json<Document>().slug).toBe('same-title');
    expect(second.json<Document>().slug).toBe('same-title-2');
    const clash = await call(editor, 'POST', '/api/document/new', {
      ...article('x', '/uploads/a.webp', []),
      slug: 'same-title',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      details: { field: 'slug', description: 'Another document already uses this address' },
    });
  });

  it('refuses a link that is not http(s) with a translated message', async () => {
    const response = await call(editor, 'POST', '/api/document/new', {
      ...article('Links', '/uploads/a.webp', []),
      links: [{ title: 'Discord', url: 'javascript:alert(1)' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 2, details: { field: 'links' } });
  });
});

describe('stored XSS', () => {
  it('stores the payload list as content, title and link text and renders nothing live', async () => {
    const response = await call(editor, 'POST', '/api/document/new', {
      target: 'news',
      links: [{ title: XSS_STRINGS[1], url: 'https://example.org/?q=<script>' }],
      translations: [
        {
          locale: 'en',
          title: XSS_STRINGS[0],
          summary: XSS_STRINGS[2],
          content: xssDocument(XSS_URLS_OVER_HTTP),
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json<Document>();
    expect(document.title).toBe(XSS_STRINGS[0]);
    expect(document.contentHtml).not.toMatch(/<script|<img[^>]+onerror|href="javascript/i);
    expect(document.contentHtml).toContain('&lt;script&gt;');
    const withNul = await call(editor, 'POST', '/api/document/new', {
      target: 'news',
      translations: [{ locale: 'en', title: 'x', content: xssDocument() }],
    });
    expect(withNul.statusCode).toBe(400);
  });
});

describe('who may write', () => {
  it('refuses visitors (401) and plain players (403) on every write', async () => {
    const reserved = (await call(editor, 'GET', '/api/document/generate-id')).json<{ id: number }>();
    const existing = (await call(null, 'GET', '/api/documents?target=news&perPage=1')).json<DocumentPage>()
      .items[0];
    const writes = [
      () => call(null, 'GET', '/api/document/generate-id'),
      () => call(null, 'POST', '/api/document/new', article('x', '/uploads/a.webp', [])),
      () =>
        call(null, 'POST', '/api/document/edit', {
          id: existing?.id,
          translations: [{ locale: 'en', title: 'x', content: {} }],
        }),
      () => call(null, 'POST', '/api/document/delete', { id: existing?.id }),
    ];
    for (const write of writes) expect((await write()).statusCode).toBe(401);
    const asPlayer = [
      () => call(player, 'GET', '/api/document/generate-id'),
      () => call(player, 'POST', '/api/document/new', article('x', '/uploads/a.webp', [])),
      () =>
        call(player, 'POST', '/api/document/edit', {
          id: existing?.id,
          translations: [{ locale: 'en', title: 'x', content: {} }],
        }),
      () => call(player, 'POST', '/api/document/delete', { id: existing?.id }),
      () => call(player, 'GET', `/api/document/source?id=${existing?.id}`),
    ];
    for (const write of asPlayer) {
      const response = await write();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error_code: 5,
        details: { description: 'You do not have permission to do this' },
      });
    }
    expect((await upload(player, reserved.id, await png(10, 10), 'a.png')).statusCode).toBe(403);
    expect((await upload(null, reserved.id, await png(10, 10), 'a.png')).statusCode).toBe(401);
    // An id reserved by someone else cannot be used to publish.
    const stolen = await call(player, 'POST', '/api/document/new', {
      id: reserved.id,
      ...article('x', '/uploads/a.webp', []),
    });
    expect(stolen.statusCode).toBe(403);
  });
});

describe('image uploads', () => {
  it('refuses a .png that is not an image, by its bytes, with the unsupported-type message', async () => {
    const { id } = (await call(editor, 'GET', '/api/document/generate-id')).json<{ id: number }>();
    const response = await upload(editor, id, Buffer.from('GIF89a? no, just text pretending'), 'photo.png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error_code: 12,
      error_message: 'Unsupported file type',
      details: { description: 'Unsupported file type. Upload a JPEG, PNG, WebP, GIF or AVIF image' },
    });
  });

  it('refuses a file over 10 MB', async () => {
    const { id } = (await call(editor, 'GET', '/api/document/generate-id')).json<{ id: number }>();
    const response = await upload(editor, id, Buffer.alloc(10 * 1024 * 1024 + 1), 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      details: { description: 'The file is too large: 10 MB at most' },
    });
  });
});

describe('readers', () => {
  it('likes and unlikes, counts reads with the longest visit per reader and day', async () => {
    const news = (await call(null, 'GET', '/api/documents?target=news&perPage=1')).json<DocumentPage>()
      .items[0];
    const id = news?.id ?? 0;
    expect((await call(null, 'POST', '/api/document/like', { id })).statusCode).toBe(401);
    expect((await call(player, 'POST', '/api/document/like', { id })).json()).toEqual({
      id,
      likes: 1,
      liked: true,
    });
    expect((await call(editor, 'POST', '/api/document/like', { id })).json()).toEqual({
      id,
      likes: 2,
      liked: true,
    });
    expect((await call(player, 'POST', '/api/document/like', { id })).json()).toEqual({
      id,
      likes: 1,
      liked: false,
    });

    await call(player, 'POST', '/api/document/stopwatch', { id, seconds: 40 });
    await call(player, 'POST', '/api/document/stopwatch', { id, seconds: 20 });
    await call(null, 'POST', '/api/document/stopwatch', { id, seconds: 100 });
    const read = (await call(player, 'GET', `/api/document?id=${id}`)).json<Document>();
    expect(read).toMatchObject({ likes: 1, liked: false, reads: 2, averageReadSeconds: 70 });
    expect(read.readingMinutes).toBeGreaterThanOrEqual(1);
  });
});

describe('catalogue filters', () => {
  it('lists mod tags and filters mods by tag and by words', async () => {
    const tags = (await call(null, 'GET', '/api/mod/tags')).json<{
      items: { tag: string; count: number }[];
    }>();
    expect(tags.items.length).toBeGreaterThan(0);
    const first = tags.items[0];
    const filtered = (
      await call(null, 'GET', `/api/documents?target=mods&tag=${first?.tag}`)
    ).json<DocumentPage>();
    expect(filtered.total).toBe(first?.count);
    expect(filtered.items.every((item) => item.tags.includes(first?.tag ?? ''))).toBe(true);
    const title = filtered.items[0]?.title ?? '';
    const searched = (
      await call(null, 'GET', `/api/documents?target=mods&search=${encodeURIComponent(title.slice(0, 5))}`)
    ).json<DocumentPage>();
    expect(searched.items.map((item) => item.title)).toContain(title);
  });
});
