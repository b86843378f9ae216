import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage';
import { BACKENDS, startServer, type TestServer } from './test/harness';

// 1×1 transparent PNG
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);

describe.each(BACKENDS)('stored files reach the browser sandboxed (%s)', (backend) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startServer(backend);
    const storage = createLocalStorage(join(s.dataDir, 'files'));
    await storage.put('profile-pictures/foto.png', PNG, 'image/png');
    await storage.put('logos/logo.svg', SVG, 'image/svg+xml');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps its own CSP (default-src none; sandbox), not the portal one', async () => {
    for (const key of ['profile-pictures/foto.png', 'logos/logo.svg']) {
      const r = await fetch(`${s.api}/files/${key}`);
      expect(r.status).toBe(200);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toContain("'self'");
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('shows images inline, an SVG sandboxed: no script, inline styles only', async () => {
    const png = await fetch(`${s.api}/files/profile-pictures/foto.png`);
    expect(png.headers.get('content-disposition')).toBe('inline');
    const svg = await fetch(`${s.api}/files/logos/logo.svg`);
    expect(svg.headers.get('content-disposition')).toBe('inline');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const csp = svg.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('sandbox');
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('allow-scripts');
  });

  it('pages and API answers keep the portal CSP', async () => {
    const r = await fetch(`${s.api}/auth/getAllBusinessesNames`);
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('the portal may frame itself (uploaded files) and Drive’s previewer, nothing else', async () => {
    const csp = (await fetch(`${s.base}/dashboard/business/documents`)).headers.get(
      'content-security-policy',
    );
    expect(csp).toContain("frame-src 'self' https://drive.google.com;");
    expect(csp).toContain("frame-ancestors 'self'");
  });
});
