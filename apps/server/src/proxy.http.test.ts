import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { schema } from './db';
import { BACKENDS, JWT_SECRET, startServer, type TestServer } from './test/harness';

const config = (dataDir: string, trustProxy: boolean) => ({
  appSegment: 'portal',
  jwtSecret: JWT_SECRET,
  jwtTtlSeconds: 3600,
  publicUrl: 'http://portal.test',
  portalDist: join(dataDir, 'no-portal'),
  trustProxy,
});

describe.each(BACKENDS)('client address for the login throttle (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  const failFrom = async (api: string, forwardedFor: string) => {
    const r = await fetch(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ authType: 'user', key: 'ninguem@x.com', password: 'errada' }),
    });
    expect(r.status).toBe(401);
  };
  const addresses = async () =>
    (
      await s.handle.db
        .select()
        .from(schema.loginAttempts)
        .where(like(schema.loginAttempts.key, 'ip:%'))
    )
      .map((r) => r.key)
      .sort();

  it('ignores X-Forwarded-For by default (anyone can write it)', async () => {
    const plain = await s.startSibling({ config: config(s.dataDir, false) });
    await failFrom(plain.api, '203.0.113.7');
    expect(await addresses()).toEqual(['ip:127.0.0.1']);
    await s.handle.db.delete(schema.loginAttempts);
  });

  it('with TRUST_PROXY takes the first hop of X-Forwarded-For', async () => {
    const proxied = await s.startSibling({ config: config(s.dataDir, true) });
    await failFrom(proxied.api, '203.0.113.7, 10.0.0.2');
    expect(await addresses()).toEqual(['ip:203.0.113.7']);
    await s.handle.db.delete(schema.loginAttempts);
  });
});
