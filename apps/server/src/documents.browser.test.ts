import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import { startServer, type TestServer } from './test/harness';
import { fullChromium } from '@portal/test-support';
import { createPeople, PASSWORD } from './test/fixtures';
import { PNG, pdf } from './test/upload-files';

// Every stored file is served with `Content-Security-Policy: default-src 'none'; … sandbox`, so an
// upload can never run script in the portal's origin. Some Chromium versions refused to render a
// PDF whose response carries `sandbox`; this checks, in the real Chromium the project runs, that
// the document viewer's <iframe> of an uploaded PDF still opens Chromium's PDF viewer under the
// portal's own CSP and X-Frame-Options, and that an uploaded image shows in an <img>. Headers
// only, so one backend is enough (the server suites cover both databases).

describe('uploaded files in the portal, in Chromium', () => {
  let s: TestServer;
  let browser: Browser;
  const urls = { pdf: '', png: '' };

  beforeAll(async () => {
    s = await startServer('pglite');
    const people = await createPeople(s.handle.db);
    const login = await s.post('/login', {
      authType: 'user',
      key: people.user.email,
      password: PASSWORD,
    });
    for (const [kind, bytes, filename] of [
      ['pdf', pdf('Visualização no portal'), 'ata.pdf'],
      ['png', PNG, 'foto.png'],
    ] as const) {
      const form = new FormData();
      form.set('jwt', login.body.jwt_token);
      form.set('authType', 'user');
      form.set('business', people.businessA.id);
      form.set('name', filename);
      form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], filename));
      const r = await fetch(`${s.api}/documents?action=uploadDoc`, { method: 'POST', body: form });
      expect(r.status).toBe(200);
      urls[kind] = new URL(((await r.json()) as { file_url: string }).file_url, s.base).href;
    }
    // The full browser: the headless shell has no PDF viewer.
    browser = await chromium.launch(fullChromium());
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  /** A page of the portal's origin, with the headers the server gives the portal's pages. */
  const portalPage = async (body: string): Promise<Page> => {
    const portal = await fetch(`${s.base}/dashboard/business/documents`);
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    for (const name of ['content-security-policy', 'x-frame-options'])
      headers[name] = portal.headers.get(name)!;
    expect(headers['content-security-policy']).toContain("frame-src 'self'");
    const page = await browser.newPage();
    await page.route(`${s.base}/visualizador`, (route) =>
      route.fulfill({ status: 200, headers, body: `<!doctype html><body>${body}</body>` }),
    );
    await page.goto(`${s.base}/visualizador`);
    return page;
  };

  it('an uploaded PDF (CSP sandbox) opens in Chromium’s PDF viewer inside the portal’s iframe', async () => {
    const page = await portalPage(`<iframe title="preview" src="${urls.pdf}"></iframe>`);
    const served = await fetch(urls.pdf);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    // Liveness, not speed: the viewer is Chromium's PDF extension, in a frame of its own.
    await expect
      .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://')), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.close();
  });

  it('an uploaded image shows in an <img> of the portal', async () => {
    const page = await portalPage(`<img alt="foto" src="${urls.png}">`);
    await expect
      .poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 30_000,
      })
      .toBe(1);
    await page.close();
  });
});
