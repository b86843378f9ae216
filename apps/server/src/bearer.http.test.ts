import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople, PASSWORD } from './test/fixtures';

describe.each(BACKENDS)('Authorization: Bearer alone (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
    await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const tokenOf = async (key: string) => {
    const r = await s.post('/login', { authType: 'user', key, password: PASSWORD });
    expect(r.status).toBe(200);
    return r.body.jwt_token as string;
  };

  it('logs out with only the header (empty body and no body)', async () => {
    for (const body of ['{}', undefined]) {
      const jwt = await tokenOf('usuario@fixture.com.br');
      const r = await fetch(`${s.api}/logout`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${jwt}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body,
      });
      expect(r.status).toBe(200);
      const check = await s.post('/validate-token', { authType: 'user', jwt });
      expect(check.body).toEqual({ valid: false });
    }
  });

  it('updates the profile from a multipart form without session fields', async () => {
    const jwt = await tokenOf('conselho@fixture.com.br');
    const form = new FormData();
    form.set('name', 'Conselho Bearer');
    form.set('email', 'conselho@fixture.com.br');
    form.set('phone_number', '');
    form.set('knowledge_base', '');
    const r = await fetch(`${s.api}/profile`, {
      method: 'POST',
      headers: { action: 'update', authorization: `Bearer ${jwt}` },
      body: form,
    });
    expect(r.status).toBe(200);
    expect((await r.json()).profile.name).toBe('Conselho Bearer');
  });
});
