import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { seedDemo, DEMO_ACCOUNTS } from './seed/demo';
import { createLocalStorage } from './storage';
import { BACKENDS, startServer, type TestServer } from './test/harness';

type RawReply = { headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A page's first script, as the portal's build writes it inline (its text matters not here). */
const pageScript = '(function(d){d.documentElement.dataset.x="1"})(document);';

/** A request that leaves the body as sent (fetch would decode it and hide the encoding). */
const raw = (url: string, headers: Record<string, string>, body?: string) =>
  new Promise<RawReply>((resolve, reject) => {
    const sent = request(url, { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
const rawGet = (url: string, headers: Record<string, string>) => raw(url, headers);

describe('serving the portal, the API reference and the headers', () => {
  let s: TestServer;
  let bare: { api: string; close: () => Promise<void> };
  const bareConfig = () => ({
    appSegment: 'portal',
    jwtSecret: 'x'.repeat(40),
    jwtTtlSeconds: 3600,
    publicUrl: 'http://portal.test',
    portalDist: join(s.dataDir, 'portal-dist'),
  });

  beforeAll(async () => {
    s = await startServer('pglite');
    const dist = join(s.dataDir, 'portal-dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div>',
    );
    writeFileSync(
      join(dist, 'register.html'),
      `<!doctype html><head><script>${pageScript}</script></head><div id="root"><h1>Crie sua conta</h1></div>`,
    );
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log("portal")');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Portal Empresarial"}');
    bare = await s.startSibling({ config: bareConfig() });
  });
  afterAll(async () => {
    await s?.close();
  });

  const origin = () => bare.api.replace('/webhook/portal', '');

  it('serves the SPA: files as they are, index.html for client routes, 404 for missing assets', async () => {
    const root = await fetch(`${origin()}/`);
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('<div id="root">');
    const route = await fetch(`${origin()}/dashboard/business/meetings`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<div id="root">');
    const asset = await fetch(`${origin()}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${origin()}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin()}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
  });

  it('sends a page the build drew for its own path, and allows its inline script by hash only', async () => {
    const scriptSrc = (r: Response) =>
      (r.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([name]) => name === 'script-src')
        ?.slice(1);
    const hash = `'sha256-${createHash('sha256').update(pageScript).digest('base64')}'`;
    for (const path of ['/register', '/register/', '/register.html']) {
      const page = await fetch(`${origin()}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).toContain('<h1>Crie sua conta</h1>');
      expect(scriptSrc(page), path).toEqual(["'self'", hash]);
    }
    // Every other route gets index.html, which has no inline script: 'self' alone.
    for (const path of [
      '/',
      '/index.html',
      '/reset-password',
      '/waiting',
      '/x.html',
      '/a/register',
    ]) {
      const page = await fetch(`${origin()}${path}`);
      expect(await page.text(), path).not.toContain('Crie sua conta');
      expect(scriptSrc(page), path).toEqual(["'self'"]);
    }
  });

  it('has the browser ask for the service worker and the manifest again at each visit', async () => {
    const worker = await fetch(`${origin()}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${origin()}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's Brotli or gzip copy of an asset to a browser that takes it", async () => {
    const script = 'console.log("portal");\n'.repeat(200);
    const assets = join(s.dataDir, 'portal-dist', 'assets');
    writeFileSync(join(assets, 'big-456.js'), script);
    writeFileSync(join(assets, 'big-456.js.gz'), gzipSync(script, { level: 9 }));
    writeFileSync(join(assets, 'big-456.js.br'), brotliCompressSync(script));
    const browser = await rawGet(`${origin()}/assets/big-456.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-type']).toContain('javascript');
    expect(browser.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(browser.body).toString()).toBe(script);
    const gz = await rawGet(`${origin()}/assets/big-456.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    const spec = await rawGet(`${bare.api}/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(spec.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(spec.body).toString())).toHaveProperty('openapi');
    // Without the header (or refusing both) the same asset comes as it is.
    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0' }] as Record<string, string>[]) {
      const plain = await rawGet(`${origin()}/assets/big-456.js`, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(script);
    }
    // An asset the build left uncompressed (too small to gain) comes as it is.
    const tiny = await rawGet(`${origin()}/assets/app-123.js`, { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log("portal")');
  });

  it('says kindly that the portal is not built when PORTAL_DIST has no index.html', async () => {
    const r = await fetch(`${s.base}/`);
    expect(r.status).toBe(503);
    expect(await r.text()).toContain('O portal ainda não foi compilado');
  });

  it('sends security headers on pages and API answers', async () => {
    for (const r of [
      await fetch(`${origin()}/`),
      await fetch(`${bare.api}/auth/getAllBusinessesNames`),
    ]) {
      expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('never serves the portal source maps unless SERVE_SOURCE_MAPS asks for them', async () => {
    const dist = join(s.dataDir, 'portal-dist');
    writeFileSync(join(dist, 'assets', 'app-123.js.map'), '{"version":3,"sources":["App.tsx"]}');
    for (const path of [
      '/assets/app-123.js.map',
      '/assets/app-123.js.%6Dap',
      '/assets/APP-123.JS.MAP',
    ])
      expect((await fetch(`${origin()}${path}`)).status, path).toBe(404);
    // Nothing points at a map the server refuses.
    expect((await fetch(`${origin()}/assets/app-123.js`)).headers.get('sourcemap')).toBeNull();

    const debugging = await s.startSibling({
      config: { ...bareConfig(), serveSourceMaps: true },
    });
    const debugOrigin = debugging.api.replace('/webhook/portal', '');
    const map = await fetch(`${debugOrigin}/assets/app-123.js.map`);
    expect(map.status).toBe(200);
    expect(await map.json()).toMatchObject({ sources: ['App.tsx'] });
    const script = await fetch(`${debugOrigin}/assets/app-123.js`);
    expect(script.headers.get('sourcemap')).toBe('app-123.js.map');
  });

  it('sends HSTS only when the public address is https', async () => {
    expect((await fetch(`${origin()}/`)).headers.get('strict-transport-security')).toBeNull();
    const secure = await s.startSibling({
      config: { ...bareConfig(), publicUrl: 'https://portal.example' },
    });
    for (const r of [
      await fetch(secure.api.replace('/webhook/portal', '/')),
      await fetch(`${secure.api}/auth/getAllBusinessesNames`),
      await fetch(`${secure.api}/files/logos/nada.png`),
    ]) {
      expect(r.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it('tells the portal the external report form (REPORT_FORM_URL) and lets it be framed', async () => {
    const plain = await fetch(`${origin()}/dashboard/business/reports`);
    expect(await plain.text()).not.toContain('portal:report-form-url');
    const form = 'https://forms.example.com/dre?origem="portal"&x=<1>';
    const withForm = await s.startSibling({ config: { ...bareConfig(), reportFormUrl: form } });
    const page = await fetch(
      withForm.api.replace('/webhook/portal', '/dashboard/business/reports'),
    );
    const html = await page.text();
    expect(html).toContain(
      '<meta name="portal:report-form-url" content="https://forms.example.com/dre?origem=&quot;portal&quot;&amp;x=&lt;1&gt;">',
    );
    expect(html).toContain('<div id="root">');
    expect(Number(page.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    const frameSrc = (page.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'frame-src')
      ?.slice(1);
    expect(frameSrc).toEqual(["'self'", 'https://drive.google.com', 'https://forms.example.com']);
    await withForm.close();
  });

  it('lets pages show images only from the portal itself and Google Drive thumbnails', async () => {
    const csp = (await fetch(`${origin()}/`)).headers.get('content-security-policy') ?? '';
    const imgSrc = csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'img-src')
      ?.slice(1);
    expect(imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://drive.google.com',
      'https://*.googleusercontent.com',
    ]);
  });

  it('serves the OpenAPI document and a reference page with local assets', async () => {
    const doc = (await (await fetch(`${s.api}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/webhook/portal/login',
        '/webhook/request-password-reset',
        '/webhook/portal/profile',
      ]),
    );
    const page = await fetch(`${s.api}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const src of [
      'docs/assets/swagger-ui-bundle.js',
      'docs/assets/swagger-ui.css',
      'docs/init.js',
    ]) {
      expect(html).toContain(src);
      const r = await fetch(`${s.api}/${src}`);
      expect(r.status, src).toBe(200);
    }
    expect((await fetch(`${s.api}/docs/assets/package.json`)).status).toBe(404);
  });

  it('answers unknown API paths with a JSON 404, and never serves private stored files', async () => {
    const r = await s.post('/nada-aqui', {});
    expect(r.status).toBe(404);
    expect(r.body.status).toBe('error');
    expect((await fetch(`${s.api}/files/documents/x/y.pdf`)).status).toBe(404);
    expect((await fetch(`${s.api}/files/profile-pictures/..%2F..%2Fjwt-secret`)).status).toBe(404);
  });

  it('refuses a body over the limit with 413 and a pt-BR message', async () => {
    const r = await fetch(`${s.api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        authType: 'user',
        key: 'a@b.com',
        password: 'x'.repeat(12 * 1024 * 1024),
      }),
    });
    expect(r.status).toBe(413);
    expect(((await r.json()) as { error: string }).error).toBe('A requisição é grande demais.');
  });
});

describe.each(BACKENDS)('demo accounts (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
    await seedDemo(s.handle.db, createLocalStorage(join(s.dataDir, 'files')));
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.key, a] as const))(
    '%s signs in with its role',
    async (_key, account) => {
      const r = await s.post('/login', {
        authType: account.authType,
        key: account.key,
        password: account.password,
      });
      expect(r.status).toBe(200);
      expect(r.body.auth_type).toBe(account.authType);
      expect(r.body.user.role).toBe(account.sessionRole);
      if (account.authType === 'business') expect(r.body.business.name).toBe(account.business);
      if (account.role === 'user' && account.sessionRole === 'ordinary')
        expect(r.body.business.name).toBe(account.business);
      const v = await s.post('/validate-token', {
        authType: account.authType,
        jwt: r.body.jwt_token,
      });
      expect(v.body).toMatchObject({ valid: true, user: { role: account.sessionRole } });
    },
  );

  it("gzips an action's JSON reply for a client that takes it, and only then", async () => {
    const demo = DEMO_ACCOUNTS.find((a) => a.key === 'usuario@demo.com.br')!;
    const login = await s.post('/login', {
      authType: demo.authType,
      key: demo.key,
      password: demo.password,
    });
    const call = JSON.stringify({
      jwt: login.body.jwt_token,
      authType: 'user',
      business: login.body.business.id,
    });
    const headers = { 'content-type': 'application/json', action: 'getAll' };
    const zipped = await raw(`${s.api}/tasks`, { ...headers, 'accept-encoding': 'gzip' }, call);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    const plain = await raw(`${s.api}/tasks`, headers, call);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const tasks = JSON.parse(plain.body.toString()) as unknown[];
    expect(tasks.length).toBeGreaterThan(5);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(tasks);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    // A small reply goes as it is.
    const small = await raw(
      `${s.api}/validate-token`,
      { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      JSON.stringify({ jwt: login.body.jwt_token, authType: 'user' }),
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ valid: true });
  });
});
