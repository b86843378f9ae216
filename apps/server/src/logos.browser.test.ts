import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import { startServer, type TestServer } from './test/harness';
import { testChromium } from '@portal/test-support';
import { createPeople, PASSWORD } from './test/fixtures';
import { HOSTILE_SVG } from './test/admin-businesses';

// An admin may upload an SVG logo (docs/product.md, Limits), and an SVG may carry script. This proves, in the
// real Chromium the project runs, that the logo as the server serves it never runs its script:
// neither its <script> nor its onload, not when the portal shows it in an <img>, not when it is
// opened on its own. A control serves the same bytes without the server's headers and sees the
// script run, so the check can tell. Headers only: one backend is enough.

const RAN = /svg-(script|onload)-ran/;

describe('an SVG logo with script, in Chromium', () => {
  let s: TestServer;
  let browser: Browser;
  let logoUrl = '';

  beforeAll(async () => {
    s = await startServer('pglite');
    const people = await createPeople(s.handle.db);
    const login = await s.post('/login', {
      authType: 'user',
      key: people.admin.email,
      password: PASSWORD,
    });
    const form = new FormData();
    form.set('jwt', login.body.jwt_token);
    form.set('authType', 'user');
    for (const [k, v] of Object.entries({
      name: 'Logo Hostil',
      niche: 'Teste',
      website: '',
      knowledge_base: '',
      managed_by: people.council.id,
      meta_faturamento: '0',
      username_instagram: '',
      users: JSON.stringify([people.council.id]),
    }))
      form.set(k, v);
    form.set('logo', new Blob([HOSTILE_SVG as BlobPart], { type: 'image/svg+xml' }), 'logo.svg');
    const r = await fetch(`${s.api}/admin/business`, {
      method: 'POST',
      headers: { action: 'create' },
      body: form,
    });
    expect(r.status).toBe(200);
    const [{ business }] = (await r.json()) as [{ business: { logo: string } }];
    logoUrl = new URL(business.logo, s.base).href;
    browser = await chromium.launch(testChromium());
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  /** A new page and every console line it prints. */
  const watched = async (): Promise<{ page: Page; lines: string[] }> => {
    const page = await browser.newPage();
    const lines: string[] = [];
    page.on('console', (m) => lines.push(m.text()));
    return { page, lines };
  };

  it('the control: the same bytes without the server’s headers do run their script', async () => {
    const { page, lines } = await watched();
    await page.route(`${s.base}/sem-protecao.svg`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: Buffer.from(HOSTILE_SVG) }),
    );
    await page.goto(`${s.base}/sem-protecao.svg`);
    await expect.poll(() => lines.filter((l) => RAN.test(l)).length).toBeGreaterThan(0);
    await page.close();
  });

  it('opened on its own, the logo is drawn and its script and onload are blocked', async () => {
    const { page, lines } = await watched();
    const response = await page.goto(logoUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('image/svg+xml');
    // Chromium says why it ran nothing; the page is the SVG document, drawn.
    await expect
      .poll(() => lines.some((l) => /Blocked script execution/i.test(l)), { timeout: 30_000 })
      .toBe(true);
    expect(await page.locator('svg rect').count()).toBe(1);
    expect(lines.filter((l) => RAN.test(l))).toEqual([]);
    await page.close();
  });

  it('in an <img> of the portal it shows, and runs nothing', async () => {
    const { page, lines } = await watched();
    await page.route(`${s.base}/vitrine`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><body><img alt="logo" src="${logoUrl}"></body>`,
      }),
    );
    await page.goto(`${s.base}/vitrine`);
    await expect
      .poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 30_000,
      })
      .toBe(64);
    expect(lines.filter((l) => RAN.test(l))).toEqual([]);
    await page.close();
  });
});
