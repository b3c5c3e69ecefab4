import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

import { XSS_STRINGS, XSS_URLS, XSS_URLS_OVER_HTTP, xssDocument } from '@lodestone/api/testing';
import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { sessionCookie, signInContext } from './support/session';

const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 675, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

function editorArea(page: Page) {
  return page.getByRole('textbox', { name: 'Text (English)' });
}

async function graphql(
  cookie: string | null,
  query: string,
  variables: Record<string, unknown>,
  baseURL: string,
) {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { status?: number } }[];
  };
}

const CREATE = 'mutation ($input: NewDocumentInput!) { createDocument(input: $input) { id slug } }';

test.describe('documents', () => {
  test('an editor writes a news item with a heading, bold, a link, an image and a slider, edits it and deletes it', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInContext(context, baseURL, 'editor');
    await page.goto('/en/news/create');
    await hydrated(page);
    const title = `Frozen lands ${Date.now()}`;
    await page.getByTestId('title-en').fill(title);
    await page.getByLabel('Summary').fill('A new world opens on every server.');

    const area = editorArea(page);
    await area.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Winter world');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Bold start');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' and the wiki');
    for (let index = 0; index < 4; index += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByPlaceholder('https://example.com').fill('https://wiki.lodestone.example/winter');
    await page.keyboard.press('Enter');
    await expect(area.getByRole('link', { name: 'wiki' })).toBeVisible();
    await area.press('End');

    await page.getByTestId('image-input').setInputFiles([await picture('map.png', '#2266aa')]);
    await expect(area.locator('img')).toHaveCount(1);
    await page
      .getByTestId('slider-input')
      .setInputFiles([await picture('one.png', '#aa2266'), await picture('two.png', '#22aa66')]);
    await expect(area.locator('.doc-slider img')).toHaveCount(2);
    await expect(area.locator('img')).toHaveCount(3);

    await page.getByTestId('save-document').click();
    await page.waitForURL(/\/en\/news\/frozen-lands-\d+$/);
    const article = page.getByTestId('news-article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByRole('heading', { level: 2, name: 'Winter world' })).toBeVisible();
    await expect(article.locator('strong', { hasText: 'Bold start' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'wiki' })).toHaveAttribute(
      'href',
      'https://wiki.lodestone.example/winter',
    );
    await expect(article.locator('.doc-content > img')).toHaveCount(1);
    await expect(article.locator('.doc-slider[data-count="2"] img')).toHaveCount(2);
    const path = new URL(page.url()).pathname;

    // The first HTML, before any script runs, already holds the article and its Open Graph title.
    const html = await (await request.get(path, { headers: { 'accept-language': 'en' } })).text();
    expect(html).toContain(`<meta property="og:title" content="${title}`);
    expect(html).toContain('Winter world');
    expect(html).toContain('Bold start');
    expect(html).toContain('"@type":"NewsArticle"');

    await page.goto('/en');
    await expect(page.getByTestId('news-card').filter({ hasText: title })).toBeVisible();

    await page.goto(path);
    await hydrated(page);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${path}/edit`);
    await hydrated(page);
    await page.getByTestId('title-en').fill(`${title} (moved)`);
    await page.getByTestId('save-document').click();
    await page.waitForURL(path);
    await expect(page.getByTestId('news-article').getByRole('heading', { level: 1 })).toHaveText(
      `${title} (moved)`,
    );

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/en$/);
    expect((await request.get(path)).status()).toBe(404);
  });

  test('create and edit pages are 404 for visitors and players, and the api refuses their writes', async ({
    browser,
    baseURL,
    request,
  }) => {
    const base = baseURL ?? '';
    for (const path of [
      '/en/news/create',
      '/en/mods/create',
      '/en/servers/create',
      '/en/news/wipe-winter-2025/edit',
      '/en/rules/edit',
      '/en/privacy/edit',
    ]) {
      expect((await request.get(path, { headers: { cookie: '' } })).status(), path).toBe(404);
      expect(
        (await request.get(path, { headers: { cookie: await sessionCookie('steve') } })).status(),
        path,
      ).toBe(404);
    }
    const player = await newPlayer('Reader');
    const context = await browser.newContext();
    await signInContext(context, base, player.login, player.password);
    const page = await context.newPage();
    const response = await page.goto('/en/news/create');
    expect(response?.status()).toBe(404);
    await context.close();

    const input = {
      target: 'news',
      translations: [{ locale: 'en', title: 'Not allowed', content: { type: 'doc' } }],
    };
    const asVisitor = await graphql(null, CREATE, { input }, base);
    expect(asVisitor.errors?.[0]?.extensions?.status).toBe(401);
    const asPlayer = await graphql(await sessionCookie('steve'), CREATE, { input }, base);
    expect(asPlayer.errors?.[0]?.extensions?.status).toBe(403);
  });

  test('XSS payloads as content, title and link are stored and shown as inert text', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const editor = await sessionCookie('editor');
    const refusedLink = await graphql(
      editor,
      CREATE,
      {
        input: {
          target: 'news',
          links: [{ title: XSS_STRINGS[0], url: XSS_URLS[0] }],
          translations: [{ locale: 'en', title: 'x', content: {} }],
        },
      },
      base,
    );
    expect(refusedLink.errors?.[0]?.extensions?.status).toBe(400);

    const created = await graphql(
      editor,
      CREATE,
      {
        input: {
          target: 'news',
          links: [{ title: XSS_STRINGS[2], url: 'https://example.org/?q=<script>' }],
          translations: [
            {
              locale: 'en',
              title: XSS_STRINGS[0],
              summary: XSS_STRINGS[3],
              content: xssDocument(XSS_URLS_OVER_HTTP),
            },
          ],
        },
      },
      base,
    );
    expect(created.errors).toBeUndefined();
    const slug = (created.data?.createDocument as { slug: string } | undefined)?.slug;
    expect(slug).toBeTruthy();

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/en/news/${slug}`);
    await hydrated(page);
    const article = page.getByTestId('news-article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(XSS_STRINGS[0] ?? '');
    await expect(article).toContainText('<img src=x onerror="window.__xss=1">');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const live = await article.evaluate((root) => ({
      // The article's own icons are SVG; inside the document's content nothing but text markup may live.
      scripts:
        root.querySelectorAll('script, iframe, object, embed').length +
        (root.querySelector('.doc-content')?.querySelectorAll('svg, math, style, form, input').length ?? -1),
      handlers: [...root.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => attribute.name.startsWith('on'))
          .map((attribute) => attribute.name),
      ),
      scriptUrls: [...root.querySelectorAll('[href], [src]')].filter((element) =>
        /^\s*(javascript|vbscript|data):/i.test(
          element.getAttribute('href') ?? element.getAttribute('src') ?? '',
        ),
      ).length,
    }));
    expect(live).toEqual({ scripts: 0, handlers: [], scriptUrls: 0 });

    const id = (created.data?.createDocument as { id: number } | undefined)?.id;
    const removed = await graphql(
      editor,
      'mutation ($id: PositiveInt!) { deleteDocument(input: { id: $id }) { success } }',
      { id },
      base,
    );
    expect(removed.errors).toBeUndefined();
  });

  test('a file named .png that is not an image is refused with the unsupported-type message', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInContext(context, baseURL, 'editor');
    await page.goto('/en/news/create');
    await hydrated(page);
    await page.getByTestId('image-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await expect(page.getByTestId('upload-error')).toContainText('Unsupported file type');
    await expect(editorArea(page).locator('img')).toHaveCount(0);
  });
});
