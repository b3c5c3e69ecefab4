import { expect, test } from '@playwright/test';

import { demoClientClassBase64, makeZip } from '@lodestone/api/testing';

import { hydrated } from './support/page';
import { E2E_API_URL, signInContext } from './support/session';

// The owner's task end to end: publish a game client from an archive on the staff screen, see the
// launcher api serve it (and the launcher agent list it), publish a second version, roll back to the first.
const agentUrl = `http://127.0.0.1:${process.env.E2E_AGENT_PORT ?? '48710'}`;

interface Manifest {
  version: string;
  mainClass: string;
  files: { path: string; size: number; sha256: string }[];
}

const clientArchive = (version: string, properties: string) =>
  makeZip([
    {
      path: 'e2e-client/classes/lodestone/demo/DemoClient.class',
      bytes: Buffer.from(demoClientClassBase64, 'base64'),
    },
    { path: 'e2e-client/config/server.properties', bytes: properties },
    {
      path: 'e2e-client/lodestone-client.json',
      bytes: JSON.stringify({
        version,
        javaMajor: 8,
        mainClass: 'lodestone.demo.DemoClient',
        classpath: ['classes'],
        gameArgs: ['--server', 'E2E', '--version', '${version_name}'],
      }),
    },
  ]);

test('staff publish a launcher client from an archive, the launcher is served it, then they roll back', async ({
  page,
  context,
  baseURL,
}) => {
  await signInContext(context, baseURL, 'admin');
  const slug = `e2e-${Date.now().toString(36)}`;
  await page.goto('/en/staff/clients');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Launcher clients' })).toBeVisible();

  const publish = async (version: string, properties: string) => {
    await page.locator('input[type=file]').setInputFiles({
      name: 'client.zip',
      mimeType: 'application/zip',
      buffer: clientArchive(version, properties),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByTestId('client-files')).toContainText('2 files stored');
    // Prefilled from the archive's lodestone-client.json.
    await expect(page.getByLabel('Main class')).toHaveValue('lodestone.demo.DemoClient');
    await expect(page.getByRole('textbox', { name: /^Version/ })).toHaveValue(version);
    await page.getByLabel('Client name').fill(slug);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(`Version ${version} of ${slug} is published`)).toBeVisible();
  };

  await publish('1.0.0', 'server=e2e\n');
  const card = page.locator(`[data-client="${slug}"]`);
  await expect(card.getByText('Launchers get version 1.0.0.')).toBeVisible();
  const manifestPath = (await card.getByTestId('client-manifest').locator('code').textContent()) ?? '';
  const uuid = /clients\/([0-9a-f-]{36})\/manifest/.exec(manifestPath)?.[1] ?? '';
  const manifest = async () => (await (await fetch(`${E2E_API_URL}${manifestPath}`)).json()) as Manifest;
  expect(await manifest()).toMatchObject({ version: '1.0.0', mainClass: 'lodestone.demo.DemoClient' });
  const firstProperties = (await manifest()).files.find((file) => file.path === 'config/server.properties');
  expect(firstProperties?.size).toBe('server=e2e\n'.length);

  // The launcher agent sees what the api serves.
  const agentVersion = async () => {
    const response = await fetch(`${agentUrl}/clients`, {
      headers: { 'x-agent-secret': 'e2e-agent-secret', origin: new URL(baseURL ?? '').origin },
    });
    const clients = (await response.json()) as { uuid: string; version: string }[];
    return clients.find((client) => client.uuid === uuid)?.version;
  };
  await expect.poll(agentVersion).toBe('1.0.0');

  await publish('1.1.0', 'server=e2e-updated\n');
  await expect(card.getByText('Launchers get version 1.1.0.')).toBeVisible();
  expect((await manifest()).version).toBe('1.1.0');
  await expect.poll(agentVersion).toBe('1.1.0');

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Serve again: version 1.0.0' }).click();
  await expect(card.getByText('Launchers get version 1.0.0.')).toBeVisible();
  const rolledBack = await manifest();
  expect(rolledBack.version).toBe('1.0.0');
  expect(rolledBack.files.find((file) => file.path === 'config/server.properties')?.sha256).toBe(
    firstProperties?.sha256,
  );
  await expect.poll(agentVersion).toBe('1.0.0');

  await page.goto(`/en/staff/audit?query=${slug}`);
  await hydrated(page);
  // The audit log reads as sentences (docs/staff.md "The audit log").
  await expect(page.getByTestId('audit-entries')).toContainText(
    `admin rolled the client ${slug} back to version 1.0.0`,
  );
});
