import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

import { hydrated } from './support/page';
import { newPlayer } from './support/players';
import { E2E_API_URL, signInContext } from './support/session';

// The avatar through the real stack: an uploaded picture is worn as its centred square, the cropper
// (zoom slider and a mouse drag) cuts another, rollback brings the first back, and delete falls back to
// the skin's head; the header follows each step, and the public profile shows the avatar.

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 60, b: 220 };

/** 600×300: the left half red, the right half blue, so where the square was cut shows in its pixels. */
function twoColourPng(): Promise<Buffer> {
  const half = (colour: typeof RED) =>
    sharp({ create: { width: 300, height: 300, channels: 4, background: { ...colour, alpha: 1 } } })
      .png()
      .toBuffer();
  return Promise.all([half(RED), half(BLUE)]).then(([left, right]) =>
    sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } })
      .composite([
        { input: left, left: 0, top: 0 },
        { input: right, left: 300, top: 0 },
      ])
      .png()
      .toBuffer(),
  );
}

const skinPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 30, g: 160, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

/** What an <img> shows, read from its decoded pixels in the page: its address, size and two colours. */
async function picture(image: Locator) {
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(element, 0, 0);
    const at = (fx: number, fy: number) => {
      const [r = 0, g = 0, b = 0] = context.getImageData(
        Math.floor(fx * canvas.width),
        Math.floor(fy * canvas.height),
        1,
        1,
      ).data;
      return { r, g, b };
    };
    return {
      src: element.getAttribute('src') ?? '',
      width: canvas.width,
      height: canvas.height,
      left: at(0.1, 0.5),
      right: at(0.9, 0.5),
    };
  });
}

const close = (colour: { r: number; g: number; b: number }, expected: typeof RED) =>
  Math.abs(colour.r - expected.r) < 40 &&
  Math.abs(colour.g - expected.g) < 40 &&
  Math.abs(colour.b - expected.b) < 40;

/**
 * A skin put on through the api with the browser's session (the cabinet's skin upload is covered by
 * e2e/looks.spec.ts); answers its head's address.
 */
async function wearSkin(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  const cookie = (name: string) => cookies.find((one) => one.name === name)?.value ?? '';
  const [accessId, accessToken] = [cookie('access_id'), cookie('access_token')];
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await skinPng())], { type: 'image/png' }), 'skin.png');
  const response = await fetch(`${E2E_API_URL}/api/user/skin/upload`, {
    method: 'POST',
    headers: { 'access-id': accessId, 'access-token': accessToken },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { headUrl } = (await response.json()) as { headUrl: string };
  expect(headUrl).toMatch(/^\/uploads\/looks\/heads\/\d+\.png$/);
  return headUrl;
}

async function choose(page: Page, button: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(button).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test('upload, crop with the zoom and the mouse, roll back, then delete down to the skin head', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const player = await newPlayer('Avatar');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/en/cabinet/profile');
  await hydrated(page);
  const current = page.getByTestId('avatar-current').locator('img');
  const header = page.getByTestId('account-menu').locator('img');

  const uploaded = await test.step('the upload is worn as its centred square at once', async () => {
    await expect(page.getByText("No avatar: the site shows your skin's head.")).toBeVisible();
    await expect(current).toHaveCount(0);
    await expect(header).toHaveCount(0);
    await choose(page, 'avatar-upload', 'me.png', await twoColourPng());
    await expect(current).toHaveAttribute('src', /^\/uploads\/looks\/avatars\/\d+\.webp$/);
    const shown = await picture(current);
    expect(shown).toMatchObject({ width: 256, height: 256 });
    // The middle 300×300 of the picture: red on the left, blue on the right.
    expect(close(shown.left, RED) && close(shown.right, BLUE), JSON.stringify(shown)).toBe(true);
    await expect(header).toHaveAttribute('src', shown.src);
    await expect(page.getByText("No avatar: the site shows your skin's head.")).toHaveCount(0);
    return shown.src;
  });

  await test.step('zoom in with the slider, drag to the left edge, save', async () => {
    const cropArea = page.getByRole('group', { name: 'Avatar crop area' });
    await expect(cropArea).toBeVisible();
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    await page.keyboard.press('End');
    await expect(zoom).toHaveAttribute('aria-valuenow', '3');
    // Drag the picture right until its left edge stops the crop (the cropper keeps it covered).
    const box = await cropArea.boundingBox();
    if (!box) throw new Error('the crop area has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 1500, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();

    const request = page.waitForRequest(
      (sent) => sent.method() === 'POST' && (sent.postData() ?? '').includes('CropAvatar'),
    );
    await page.getByRole('button', { name: 'Save this square' }).click();
    const { variables } = (await request).postDataJSON() as {
      variables: { input: { x: number; y: number; size: number } };
    };
    // Three times the zoom: a third of the 300 px side, from the left edge.
    expect(variables.input).toMatchObject({ x: 0, size: 100 });
    await expect(current).not.toHaveAttribute('src', uploaded);
    await expect(current).toHaveAttribute('src', /^\/uploads\/looks\/avatars\/\d+\.webp$/);
    const shown = await picture(current);
    expect(close(shown.left, RED) && close(shown.right, RED), JSON.stringify(shown)).toBe(true);
    await expect(header).toHaveAttribute('src', shown.src);
    expect(await picture(header)).toEqual(shown);
  });

  await test.step('rollback brings the first square back', async () => {
    await page.getByRole('button', { name: 'Previous avatar' }).click();
    await expect(current).toHaveAttribute('src', uploaded);
    await expect(header).toHaveAttribute('src', uploaded);
    const shown = await picture(current);
    expect(close(shown.left, RED) && close(shown.right, BLUE), JSON.stringify(shown)).toBe(true);
  });

  await test.step("delete falls back to the skin's head", async () => {
    const head = await wearSkin(context);
    await page.getByRole('button', { name: 'Remove the avatar' }).click();
    await expect(page.getByText("No avatar: the site shows your skin's head.")).toBeVisible();
    await expect(current).toHaveAttribute('src', head);
    await expect(header).toHaveAttribute('src', head);
    await expect(page.getByRole('group', { name: 'Avatar crop area' })).toHaveCount(0);
  });

  await test.step('the removed avatar comes back; the public profile and its header show it', async () => {
    await page.getByRole('button', { name: 'Previous avatar' }).click();
    await expect(current).toHaveAttribute('src', uploaded);
    // Server-rendered from the api's state this time, not from the cabinet page's cache.
    await page.goto(`/en/${player.login}/statistics`);
    await expect(page.getByTestId('player-head').locator('img')).toHaveAttribute('src', uploaded);
    await expect(header).toHaveAttribute('src', uploaded);
  });
});

test('a file that is not a picture is refused with the reason', async ({ page, context }) => {
  const player = await newPlayer('NotPic');
  await signInContext(context, test.info().project.use.baseURL, player.login, player.password);
  await page.goto('/ru/cabinet/profile');
  await hydrated(page);
  await choose(page, 'avatar-upload', 'me.png', Buffer.from('not a picture at all, only text'));
  await expect(page.getByText('Загрузите изображение JPEG, PNG, WebP или GIF')).toBeVisible();
  await expect(page.getByTestId('avatar-current').locator('img')).toHaveCount(0);
});
