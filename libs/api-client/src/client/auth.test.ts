import { describe, expect, it } from 'vitest';
import { createMemoryStorage, writeLoginSession } from '@portal/domain';
import { createApiClient } from '.';
import { loginReply, recordingFetch, signedIn } from './test-support';

describe('auth', () => {
  it('login posts the credentials to /webhook/portal/login and answers the session its owner stores', async () => {
    const storage = createMemoryStorage();
    const { fetch, calls } = recordingFetch({ body: loginReply });
    const client = createApiClient({ baseUrl: 'http://api.test/', storage, fetch });
    const result = await client.auth.login({
      authType: 'user',
      key: 'ana@demo.com.br',
      password: 'demo1234',
    });
    expect(result.ok).toBe(true);
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/login');
    // The server's device cookie for this account travels with a login to the portal's own origin.
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(calls[0]?.json).toEqual({
      authType: 'user',
      key: 'ana@demo.com.br',
      password: 'demo1234',
    });
    // The client writes nothing: a login has one writer, the session's owner (the portal's
    // session actor), which stores the answered session through @portal/domain.
    expect(storage.snapshot()).toEqual({});
    if (!result.ok || result.data.status !== 'success') throw new Error('login failed');
    const { jwt_token, auth_type, user, business } = result.data;
    writeLoginSession(storage, { jwt: jwt_token, authType: auth_type, user, business });
    expect(storage.snapshot()).toMatchObject({
      jwt_token: 'novo-jwt',
      auth_type: 'user',
      business: JSON.stringify({ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }),
    });
  });

  it('login failures show the server text, else the catalogued texts', async () => {
    const storage = createMemoryStorage();
    const wrong = recordingFetch({
      status: 401,
      body: { status: 'error', error: 'Credenciais inválidas', message: 'Credenciais inválidas' },
    });
    const a = await createApiClient({ baseUrl: '', storage, fetch: wrong.fetch }).auth.login({
      authType: 'user',
      key: 'x@y.com',
      password: 'errada',
    });
    expect(a).toMatchObject({
      ok: false,
      reason: 'http',
      status: 401,
      message: 'Credenciais inválidas',
    });

    const silent = recordingFetch({ status: 500 });
    const b = await createApiClient({ baseUrl: '', storage, fetch: silent.fetch }).auth.login({
      authType: 'user',
      key: 'x@y.com',
      password: 'p',
    });
    expect(b).toMatchObject({
      ok: false,
      message: 'Erro ao fazer login. Verifique suas credenciais.',
    });

    const offline = recordingFetch(new TypeError('Failed to fetch'));
    const c = await createApiClient({ baseUrl: '', storage, fetch: offline.fetch }).auth.login({
      authType: 'business',
      key: 'DEMO01',
      password: 'p',
    });
    expect(c).toMatchObject({
      ok: false,
      reason: 'network',
      message: 'Erro de conexão. Por favor, tente novamente.',
    });
    expect(storage.getItem('jwt_token')).toBeNull();
  });

  it('validate-token sends the stored jwt and authType', async () => {
    const { fetch, calls } = recordingFetch({ body: { valid: false } });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).auth.validateToken();
    expect(result).toEqual({ ok: true, data: { valid: false } });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/validate-token');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user' });
  });

  it('logout tells the server, then clears every stored key even when the server fails', async () => {
    const storage = signedIn({ spy_mode: 'true', reportsData: '[]' });
    const { fetch, calls } = recordingFetch({ status: 500 });
    const result = await createApiClient({ baseUrl: '', storage, fetch }).auth.logout();
    expect(result.ok).toBe(false);
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/logout');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user' });
    expect(storage.snapshot()).toEqual({});
  });

  it('getAllBusinessesNames is a GET without body and returns the list', async () => {
    const { fetch, calls } = recordingFetch({
      body: { businesses: [{ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }] },
    });
    const result = await createApiClient({
      baseUrl: '',
      storage: createMemoryStorage(),
      fetch,
    }).auth.getAllBusinessesNames();
    expect(result).toEqual({
      ok: true,
      data: [{ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }],
    });
    expect(calls[0]).toMatchObject({ method: 'GET' });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/auth/getAllBusinessesNames');
    expect(calls[0]?.json).toBeUndefined();
  });

  it('register shows the server error, else docs/product.md text', async () => {
    const { fetch } = recordingFetch(
      {
        status: 409,
        body: { status: 'error', error: 'Email já cadastrado', message: 'Email já cadastrado' },
      },
      { status: 400 },
    );
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    const body = {
      user: { name: 'Ana', email: 'ana@x.com', phone: '1', password: 'segredo' },
      business: { id: '00000000-0000-4000-8000-000000006231' },
    };
    expect(await client.auth.register(body)).toMatchObject({
      ok: false,
      message: 'Email já cadastrado',
    });
    expect(await client.auth.register(body)).toMatchObject({
      ok: false,
      message: 'Falha no registro. Por favor, tente novamente.',
    });
  });
});
