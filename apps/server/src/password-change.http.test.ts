import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from './db';
import { BACKENDS, resetTokenIn, startServer, type TestServer } from './test/harness';
import { createPeople, PASSWORD } from './test/fixtures';

const TOO_MANY = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

describe.each(BACKENDS)('changePassword (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend, {
      throttle: { pair: { slowAfter: 100, blockAfter: 3 } },
    });
    await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const tokenOf = async (key: string, password = PASSWORD) => {
    const r = await s.post('/login', { authType: 'user', key, password });
    expect(r.status).toBe(200);
    return r.body.jwt_token as string;
  };
  const change = (jwt: string, oldPassword: string, newPassword: string) =>
    s.post(
      '/profile',
      { jwt, authType: 'user', oldPassword, newPassword },
      { action: 'changePassword' },
    );

  it('spends reset links still open', async () => {
    await s.post('/../request-password-reset', { email: 'usuario@fixture.com.br' });
    await s.settle();
    const link = resetTokenIn(s.mails().at(-1)!.raw);
    const jwt = await tokenOf('usuario@fixture.com.br');
    const changed = await change(jwt, PASSWORD, 'outra-senha-1');
    expect(changed.status).toBe(200);
    expect(typeof changed.body.jwt_token).toBe('string');
    const reset = await s.post('/reset-password', { token: link, newPassword: 'do-atacante' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toBe('Link de redefinição de senha inválido ou expirado');
    expect(
      (
        await s.post('/login', {
          authType: 'user',
          key: 'usuario@fixture.com.br',
          password: 'do-atacante',
        })
      ).status,
    ).toBe(401);
  });

  it('counts wrong old passwords with the login throttle', async () => {
    const jwt = await tokenOf('conselho@fixture.com.br');
    for (let i = 0; i < 3; i++) {
      const r = await change(jwt, 'chute-errado', 'nova-senha-1');
      expect(r.status).toBe(400);
    }
    const blocked = await change(jwt, PASSWORD, 'nova-senha-1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(TOO_MANY);
    // The same count guards the login of that account.
    const login = await s.post('/login', {
      authType: 'user',
      key: 'conselho@fixture.com.br',
      password: PASSWORD,
    });
    expect(login.status).toBe(429);
    await s.handle.db.delete(schema.loginAttempts);
  });
});
