import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createMemoryStorage } from './storage';
import type { FetchLike } from './transport';

type Recorded = {
  url: URL;
  method: string;
  headers: Record<string, string>;
  json?: Record<string, unknown>;
  form?: Record<string, string | Blob>;
};
type Reply = { status?: number; body?: unknown } | Error;

/** A fetch that records each request the client builds and answers from a script. */
const recordingFetch = (...replies: Reply[]) => {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call: Recorded = {
      url: new URL(input, 'http://api.test'),
      method: init.method ?? 'GET',
      headers,
    };
    if (typeof init.body === 'string') call.json = JSON.parse(init.body) as Record<string, unknown>;
    if (init.body instanceof FormData) {
      call.form = {};
      for (const [key, value] of init.body.entries()) call.form[key] = value;
    }
    calls.push(call);
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply instanceof Error) throw reply;
    return new Response(reply?.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply?.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
};

const signedIn = (extra: Record<string, string> = {}) =>
  createMemoryStorage({
    jwt_token: 'jwt-123',
    auth_type: 'user',
    user: JSON.stringify({
      id: '00000000-0000-4000-8000-000000007531',
      name: 'Ana',
      email: 'ana@demo.com.br',
      role: 'ordinary',
    }),
    business: JSON.stringify({ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }),
    ...extra,
  });

const profile = {
  name: 'Ana',
  email: 'ana@demo.com.br',
  phone_number: null,
  knowledge_base: null,
  profile_picture: null,
};
const loginReply = {
  status: 'success',
  jwt_token: 'novo-jwt',
  auth_type: 'user',
  business: { id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' },
  user: {
    id: '00000000-0000-4000-8000-000000007531',
    name: 'Ana',
    email: 'ana@demo.com.br',
    role: 'ordinary',
  },
};
const task = {
  id: '00000000-0000-4000-8000-000000007431',
  title: 'Revisar DRE',
  task: 'Conferir custos',
  status: 'Not started' as const,
  created_at: '2026-11-01T10:00:00Z',
  completed_at: null,
  from_meeting: null,
};

describe('auth', () => {
  it('login posts the credentials to /webhook/portal/login and stores the session', async () => {
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
    expect(calls[0]?.json).toEqual({
      authType: 'user',
      key: 'ana@demo.com.br',
      password: 'demo1234',
    });
    expect(storage.snapshot()).toMatchObject({
      jwt_token: 'novo-jwt',
      auth_type: 'user',
      business: JSON.stringify({ id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' }),
    });
  });

  it('login failures show the server text, else SPEC.md texts', async () => {
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

  it('register shows the server error, else the SPEC text', async () => {
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

describe('password reset', () => {
  it('request-password-reset has no app segment; other calls follow the configured app', async () => {
    const { fetch, calls } = recordingFetch(
      { body: { status: 'success' } },
      { body: { valid: true, userName: 'Ana' } },
    );
    const client = createApiClient({
      baseUrl: '',
      app: 'mentoria',
      storage: createMemoryStorage(),
      fetch,
    });
    await client.passwordReset.requestPasswordReset('ana@x.com');
    await client.passwordReset.verifyResetToken('tok');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/webhook/request-password-reset',
      '/webhook/mentoria/verify-reset-token',
    ]);
    expect(calls[0]?.json).toEqual({ email: 'ana@x.com' });
  });

  it('verify reads the body whatever the status and needs valid true', async () => {
    const { fetch } = recordingFetch(
      { status: 400, body: { valid: false } },
      { body: { valid: true, token: 'tok', userName: 'Ana' } },
    );
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    expect(await client.passwordReset.verifyResetToken('tok')).toMatchObject({
      ok: false,
      reason: 'rejected',
      message: 'Link de redefinição de senha inválido ou expirado',
    });
    expect(await client.passwordReset.verifyResetToken('tok')).toEqual({
      ok: true,
      data: { token: 'tok', userName: 'Ana' },
    });
  });

  it('verify without a token sends nothing and says the token is missing', async () => {
    const { fetch, calls } = recordingFetch({ body: {} });
    const result = await createApiClient({
      baseUrl: '',
      storage: createMemoryStorage(),
      fetch,
    }).passwordReset.verifyResetToken(null);
    expect(result).toMatchObject({ ok: false, message: 'Token não encontrado' });
    expect(calls).toHaveLength(0);
  });

  it('reset succeeds only on success true', async () => {
    const { fetch, calls } = recordingFetch(
      { body: { success: false } },
      { body: { success: true } },
    );
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    expect(
      await client.passwordReset.resetPassword({ token: 't', newPassword: 'nova123' }),
    ).toMatchObject({
      ok: false,
      message: 'Erro ao redefinir senha. Por favor, tente novamente.',
    });
    expect(
      await client.passwordReset.resetPassword({ token: 't', newPassword: 'nova123' }),
    ).toEqual({ ok: true, data: true });
    expect(calls[1]?.json).toEqual({ newPassword: 'nova123', token: 't' });
  });
});

describe('profile', () => {
  it('get sends the action header and the session, and returns the first item', async () => {
    const { fetch, calls } = recordingFetch({ body: [profile] });
    const result = await createApiClient({ baseUrl: '', storage: signedIn(), fetch }).profile.get();
    expect(result).toEqual({ ok: true, data: profile });
    expect(calls[0]?.headers['action']).toBe('get');
    expect(calls[0]?.url.searchParams.has('action')).toBe(false);
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user' });
  });

  it('update is multipart with plain text fields, the session and the picture', async () => {
    const { fetch, calls } = recordingFetch({ body: { status: 'success' } });
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'eu.png', { type: 'image/png' });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).profile.update({
      name: 'Ana Souza',
      email: 'ana@demo.com.br',
      phone_number: '41999990000',
      knowledge_base: '',
      profile_picture: picture,
    });
    expect(result.ok).toBe(true);
    const call = calls[0];
    expect(call?.headers['action']).toBe('update');
    expect(call?.headers['content-type']).toBeUndefined();
    expect(call?.json).toBeUndefined();
    expect(call?.form).toMatchObject({
      jwt: 'jwt-123',
      authType: 'user',
      name: 'Ana Souza',
      phone_number: '41999990000',
      knowledge_base: '',
    });
    expect(call?.form?.['profile_picture']).toBeInstanceOf(Blob);
  });

  it('changePassword shows the message the server sends', async () => {
    const { fetch, calls } = recordingFetch({
      status: 400,
      body: { status: 'error', error: 'Senha atual incorreta', message: 'Senha atual incorreta' },
    });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).profile.changePassword({
      oldPassword: 'velha',
      newPassword: 'nova1234',
    });
    expect(result).toMatchObject({ ok: false, message: 'Senha atual incorreta' });
    expect(calls[0]?.headers['action']).toBe('changePassword');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      oldPassword: 'velha',
      newPassword: 'nova1234',
    });
  });
});

describe('missing session', () => {
  it('refuses authenticated calls without token or auth type and sends nothing', async () => {
    const { fetch, calls } = recordingFetch({ body: [profile] });
    const client = createApiClient({
      baseUrl: '',
      storage: createMemoryStorage({ auth_type: 'user' }),
      fetch,
    });
    expect(await client.profile.get()).toEqual({
      ok: false,
      reason: 'missing-session',
      status: null,
      message: 'Dados de autenticação ausentes',
      serverMessage: null,
    });
    expect(await client.adminUsers.getAll()).toMatchObject({
      reason: 'missing-session',
      message: 'Missing authentication data',
    });
    expect(await client.adminFinance.getAll('2026-10')).toMatchObject({
      message: 'Authentication data missing',
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses business calls without a business', async () => {
    const { fetch, calls } = recordingFetch({ body: [] });
    const storage = createMemoryStorage({ jwt_token: 'jwt-123', auth_type: 'user' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    expect(await client.company.get()).toMatchObject({
      reason: 'missing-session',
      message: 'Dados de autenticação ausentes',
    });
    expect(await client.tasks.getAll()).toMatchObject({ reason: 'missing-session' });
    expect(
      await client.documents.createFolder({ name: 'Contratos', parentId: null }),
    ).toMatchObject({ reason: 'missing-session' });
    // Profile needs no business.
    await client.profile.get();
    expect(calls).toHaveLength(1);
  });
});

describe('session fields and action placement', () => {
  it('documents put the action in the query and the business in the body', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'success' }] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.documents.createFolder({ name: 'Contratos', description: '', parentId: null });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/documents');
    expect(calls[0]?.url.searchParams.get('action')).toBe('createFolder');
    expect(calls[0]?.headers['action']).toBeUndefined();
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      name: 'Contratos',
      description: '',
      parentId: null,
    });
  });

  it('uploadDoc is multipart with the file, and leaves a root parentId out', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'success' }] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.documents.uploadDoc({
      file: new Blob(['%PDF']),
      name: 'Contrato',
      parentId: null,
    });
    expect(calls[0]?.url.searchParams.get('action')).toBe('uploadDoc');
    expect(Object.keys(calls[0]?.form ?? {}).sort()).toEqual([
      'authType',
      'business',
      'file',
      'jwt',
      'name',
    ]);
  });

  it('company and reports carry businessId; the body can never override the stored session', async () => {
    const business = {
      id: '00000000-0000-4000-8000-000000006231',
      name: 'Padaria',
      logo: null,
      website: null,
      niche: null,
      knowledge_base: null,
      custom_questions: [],
      meta_faturamento: null,
      username_instagram: null,
      managed_by: null,
      created_at: '2026-01-01',
      lastDRE: null,
      access_users: [],
    };
    const { fetch, calls } = recordingFetch(
      { body: [business] },
      { body: [{ items: [], revenueGoal: null, latestFilled: true }] },
    );
    const storage = signedIn();
    const client = createApiClient({ baseUrl: '', storage, fetch });
    await client.company.get();
    await client.reports.getSpecificCompany();
    expect(calls[0]?.headers['action']).toBe('get');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: '00000000-0000-4000-8000-000000006231',
    });
    expect(calls[1]?.url.pathname).toBe('/webhook/portal/admin/reports');
    expect(calls[1]?.headers['action']).toBe('getSpecificCompany');
    expect(calls[1]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: '00000000-0000-4000-8000-000000006231',
    });
    expect(JSON.parse(storage.getItem('businessDetails') ?? 'null')).toMatchObject({
      id: '00000000-0000-4000-8000-000000006231',
    });
    expect(storage.getItem('reportsData')).not.toBeNull();
  });

  it('spy mode sends the spied business', async () => {
    const { fetch, calls } = recordingFetch({ body: [] });
    const storage = signedIn({
      spy_mode: 'true',
      spy_mode_business_id: '00000000-0000-4000-8000-000000006239',
    });
    await createApiClient({ baseUrl: '', storage, fetch }).meetings.getAll();
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/getmeetings');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006239',
    });
  });

  it('updateOrder names each task without its description, so long boards fit the body limit', async () => {
    const { fetch, calls } = recordingFetch({ body: { status: 'success' } });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const long = { ...task, task: 'x'.repeat(10_000) };
    const result = await client.tasks.updateOrder([
      long,
      { ...task, id: `${task.id.slice(0, -1)}2` },
    ]);
    expect(result.ok).toBe(true);
    expect(calls[0]?.headers['action']).toBe('updateOrder');
    const sent = calls[0]?.json?.['tasks'] as Record<string, unknown>[];
    expect(sent).toHaveLength(2);
    for (const item of sent) expect(item).not.toHaveProperty('task');
    expect(sent[0]).toEqual({
      id: task.id,
      title: 'Revisar DRE',
      status: 'Not started',
      created_at: '2026-11-01T10:00:00Z',
      completed_at: null,
      from_meeting: null,
    });
  });

  it('admin calls carry only jwt and authType, with the action header', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'success' }] });
    await createApiClient({ baseUrl: '', storage: signedIn(), fetch }).adminBusinesses.reject('b7');
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/business');
    expect(calls[0]?.headers['action']).toBe('reject');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user', businessId: 'b7' });
  });

  it('admin business create is multipart with users as JSON text', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'error' }] });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).adminBusinesses.create({
      name: 'Nova',
      niche: 'Varejo',
      website: 'https://nova.com.br',
      knowledge_base: 'kb',
      managed_by: '00000000-0000-4000-8000-000000007531',
      meta_faturamento: 1000,
      username_instagram: '@nova',
      users: ['00000000-0000-4000-8000-000000007531', '00000000-0000-4000-8000-000000007532'],
    });
    // First element not success is a failure (SPEC.md §8).
    expect(result).toMatchObject({
      ok: false,
      message: 'Failed to create business. Please try again.',
    });
    expect(calls[0]?.form).toMatchObject({
      users: '["00000000-0000-4000-8000-000000007531","00000000-0000-4000-8000-000000007532"]',
      meta_faturamento: '1000',
      jwt: 'jwt-123',
    });
  });

  it('chat sends only jwt and the trimmed message', async () => {
    const { fetch, calls } = recordingFetch({ body: { output: '**3** empresas' } }, { body: {} });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.chat.send('  Quantas empresas?  ')).toEqual({
      ok: true,
      data: { output: '**3** empresas' },
    });
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', message: 'Quantas empresas?' });
    expect(await client.chat.send('Oi')).toEqual({
      ok: true,
      data: { output: 'Desculpe, não consegui processar sua pergunta.' },
    });
  });

  it('finance treats an unexpected reply as an empty list', async () => {
    const { fetch, calls } = recordingFetch({ body: { weird: true } });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).adminFinance.getAll({
      start: '2026-01',
      end: '2026-03',
    });
    expect(result).toEqual({ ok: true, data: [] });
    expect(calls[0]?.headers['action']).toBe('getAll');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      period: { start: '2026-01', end: '2026-03' },
    });
  });
});

describe('cached lists', () => {
  it('concurrent task loads share one request; a change makes the next load fetch again', async () => {
    const { fetch, calls } = recordingFetch(
      { body: [task] },
      { body: { status: 'success' } },
      { body: [task] },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const [a, b] = await Promise.all([client.tasks.getAll(), client.tasks.getAll()]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['action']).toBe('getAll');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
    });
    await client.tasks.getAll();
    expect(calls).toHaveLength(1);
    await client.tasks.create(task);
    expect(calls[1]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006231',
      task,
    });
    await client.tasks.getAll();
    expect(calls).toHaveLength(3);
  });

  it('a failed load is not cached, and forced refresh fetches again', async () => {
    const { fetch, calls } = recordingFetch({ status: 500 }, { body: [] }, { body: [] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.meetings.getAll()).toMatchObject({
      ok: false,
      message: 'Falha ao carregar reuniões. Por favor, tente novamente.',
    });
    expect(await client.meetings.getAll()).toEqual({ ok: true, data: [] });
    await client.meetings.getAll({ force: true });
    expect(calls).toHaveLength(3);
  });

  it('deleting a business removes it from the cached list without a new load', async () => {
    const base = {
      logo: null,
      website: null,
      niche: null,
      knowledge_base: null,
      custom_questions: [],
      meta_faturamento: null,
      username_instagram: null,
      managed_by: null,
      created_at: '2026-01-01',
      lastDRE: null,
      access_users: [],
    };
    const { fetch, calls } = recordingFetch(
      {
        body: [
          { id: '00000000-0000-4000-8000-000000006231', name: 'A', ...base },
          { id: '00000000-0000-4000-8000-000000006232', name: 'B', ...base },
        ],
      },
      { body: [{ status: 'success' }] },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.adminBusinesses.getAll();
    await client.adminBusinesses.delete('00000000-0000-4000-8000-000000006231');
    const after = await client.adminBusinesses.getAll();
    expect(after.ok && after.data.map((b) => b.id)).toEqual([
      '00000000-0000-4000-8000-000000006232',
    ]);
    expect(calls).toHaveLength(2);
  });
});
