import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { portalDist, startPortalServer, type PortalServer } from '../support/server';

// The installable portal, on a server of its own over a copy of the built portal, so that a
// "new build" can be deployed under a running page by changing the copy's service worker.

let server: PortalServer;
let dist: string;

test.beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  cpSync(portalDist, dist, { recursive: true });
  server = await startPortalServer(process.env.E2E_SEEDED_DIR, { PORTAL_DIST: dist });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** The page once its service worker is installed and controls it (the first visit installs it). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('installs with a pt-BR manifest, opens offline saying so, keeps no API reply, and offers a new build', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();

  // The manifest a browser installs from: pt-BR name, the 512 px and maskable icons.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Portal Empresarial',
    lang: 'pt-BR',
    display: 'standalone',
  });
  expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512' }));
  expect(manifest.icons).toContainEqual(expect.objectContaining({ purpose: 'maskable' }));
  for (const icon of manifest.icons as { src: string }[])
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  // Signed in with the worker in place: the company's data comes and goes through the network.
  await controlled(page);
  await login.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => new URL(url).pathname.startsWith('/webhook/'))).toEqual([]);

  // No network: the portal still opens, and says so instead of the browser's error page.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Você está offline.' })).toBeVisible();
  // The drawn public pages are kept too, each answered for its own address (a reset link's token
  // and all); every other address gets the app's page.
  const reset = await page.goto('/reset-password?token=abc');
  expect(reset?.fromServiceWorker()).toBe(true);
  expect(await reset?.text()).toContain('data-prerendered="/reset-password"');
  // Hydrated, the page checks its link: offline, the check gets no answer.
  await expect(page.getByText('Erro ao verificar token')).toBeVisible();
  const other = await page.goto(demo.user.landing);
  expect(other?.fromServiceWorker()).toBe(true);
  expect(await other?.text()).toContain('data-prerendered="/"');
  await context.setOffline(false);
  await expect(page.getByText('Você está offline.')).toHaveCount(0);

  // A new build deployed while the page is open: offered, never swapped in by itself.
  appendFileSync(path.join(dist, 'sw.js'), `\n// build ${Date.now()}\n`);
  await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));
  const offer = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
  await expect(offer).toBeVisible();
  // A mark on this page: gone once 'Atualizar' has reloaded it under the new worker.
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  await offer.getByRole('button', { name: 'Atualizar' }).click();
  await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 30_000 });
  await expect(offer).toHaveCount(0);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
  });
  expect(worker).toEqual({ waiting: null, active: 'activated' });
  await page.waitForURL(exactPath(demo.user.landing));
  await context.close();
});
