import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { schema } from './db';
import { createLogger } from './logger';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';
import {
  CHAT_CONVERSATION_NOT_FOUND,
  CHAT_MESSAGE_REQUIRED,
  CHAT_MESSAGE_TOO_LONG,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_URL_INVALID,
  FILE_INVALID,
  ADMIN_USER_BUSINESS_REQUIRED,
  CUSTOM_QUESTION_REQUIRED,
  CUSTOM_QUESTIONS_TOO_MANY,
  ID_REQUIRED,
  REVENUE_GOAL_INVALID,
  ADMIN_USER_CREATE_ROLE,
  ADMIN_USER_FIELDS_REQUIRED,
  BUSINESS_NOT_FOUND,
  EMAIL_INVALID,
  USER_ONE_BUSINESS_ONLY,
  FINANCE_RANGE_END_BEFORE_START,
  MONTH_INVALID,
  FORBIDDEN_BUSINESS,
  ID_INVALID,
  MEETING_NOT_FOUND,
  REPORT_ANSWERS_MISMATCH,
  REPORT_FIGURE_INVALID,
  REPORT_FIGURE_NEGATIVE,
  REPORT_FIGURE_TOO_LARGE,
  REPORT_MONTH_IN_FUTURE,
  REPORT_MONTH_INVALID,
  REPORT_VERSION_INVALID,
  TEXT_HAS_NUL,
  textTooLong,
} from '@portal/domain';

const person = (email: string) => ({
  name: 'Pessoa Nova',
  email,
  phone: '11999990000',
  password: 'senha-secreta-123',
});
const newBusiness = {
  name: 'Empresa Nova',
  website: 'https://empresa-nova.com.br',
  niche: 'Varejo',
  knowledge_base: 'x'.repeat(60),
  revenue_goal: 1000,
  instagram: '@nova',
  teamEmails: ['equipe@empresa-nova.com.br'],
};

/** Bad input is the caller's fault, never a 500. */
describe.each(BACKENDS)('bad input answers 4xx, never 500 (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let token: string;

  beforeAll(async () => {
    s = await startServer(backend);
    people = await createPeople(s.handle.db);
    const r = await s.post('/login', {
      authType: 'user',
      key: people.user.email,
      password: PASSWORD,
    });
    token = r.body.jwt_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a business id that is not a uuid is no access for the gate', async () => {
    const tasks = await s.post(
      '/tasks',
      { jwt: token, authType: 'user', business: 'not-a-uuid' },
      {
        action: 'getAll',
      },
    );
    expect(tasks.status).toBe(403);
    const sheet = await fetch(`${s.api}/getSheetId?jwt=${encodeURIComponent(token)}&business=x`);
    expect(sheet.status).toBe(403);
  });

  it('a non-uuid business id at registration is a 400', async () => {
    const r = await s.post('/register', { user: person('nova1@x.com.br'), business: { id: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body.status).toBe('error');
  });

  it('a NUL character in a login key or a name is a 400 with a pt-BR message', async () => {
    const login = await s.post('/login', {
      authType: 'user',
      key: 'a\u0000b@x.com',
      password: 'x',
    });
    expect(login.status).toBe(400);
    expect(login.body.error).toBe('O texto contém um caractere inválido');
    const reg = await s.post('/register', {
      user: { ...person('nova2@x.com.br'), name: 'Ana\u0000' },
      business: { id: people.businessA.id },
    });
    expect(reg.status).toBe(400);
  });

  it('a revenue goal beyond numeric(14,2) is refused with its own words', async () => {
    const r = await s.post('/register', {
      user: person('nova3@x.com.br'),
      business: { ...newBusiness, revenue_goal: 1e308 },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('A meta de receita deve ser menor que R$ 1 trilhão');
  });

  it('refuses a website that is not http(s) with docs/product.md message', async () => {
    const r = await s.post('/register', {
      user: person('nova4@x.com.br'),
      business: { ...newBusiness, website: 'javascript:alert(1)' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Por favor, insira uma URL válida para o website');
  });

  it("judges an action's body by that action's schema, not by the body union's", async () => {
    // ts-rest checks the route's union of action bodies first; zod answers a union with the
    // first member it could half-parse, here the session-only getAll ('Campo não permitido:
    // name, drive_url, …'). The 400 must name what is wrong for the action that was asked.
    const r = await s.post(
      '/documents?action=createDocument',
      {
        jwt: token,
        authType: 'user',
        business: people.businessA.id,
        name: 'Plano de ação',
        drive_url: 'drive-sem-endereco',
        driveId: null,
        type: 'driveFile',
        parentId: null,
      },
      {},
    );
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(DOCUMENT_URL_INVALID);
  });

  it('documents: odd ids, parents and forms are 4xx with a pt-BR message, never 500', async () => {
    const session = { jwt: token, authType: 'user', business: people.businessA.id };
    const documents = (action: string, body: Record<string, unknown>) =>
      s.post(`/documents?action=${action}`, { ...session, ...body });
    const cases: [Promise<{ status: number; body: { error: string } }>, number, string][] = [
      [
        documents('getAll', { business: 'not-a-uuid' }),
        403,
        'Você não tem permissão para acessar esta empresa.',
      ],
      // An id getAll never gave: a uuid of nothing, a folder name of nothing, one too long.
      [documents('delete', { name: 'x', id: crypto.randomUUID() }), 404, DOCUMENT_NOT_FOUND],
      [documents('delete', { name: 'x', id: 'Pasta que não existe' }), 404, DOCUMENT_NOT_FOUND],
      [documents('delete', { name: 'x', id: 'x'.repeat(201) }), 400, textTooLong(200)],
      [documents('delete', { name: 'x', id: 7 }), 400, 'O campo id tem um tipo inválido'],
      [
        documents('moveDocument', {
          documentName: 'x',
          currentParentId: 'p'.repeat(201),
          newParentId: null,
        }),
        400,
        textTooLong(200),
      ],
      [
        documents('rename', { oldName: 'x', newName: 'y', type: 'driveFile', parentId: 'a\u0000' }),
        400,
        TEXT_HAS_NUL,
      ],
      // The upload is multipart only; a JSON body carries no file.
      [documents('uploadDoc', { name: 'x', parentId: null }), 400, DOCUMENT_FILE_REQUIRED],
    ];
    for (const [reply, status, message] of cases) {
      const r = await reply;
      expect([r.status, r.body.error]).toEqual([status, message]);
    }
    // A form whose `file` is text, and one whose name has a NUL.
    for (const [file, name, message] of [
      ['não sou um arquivo', 'Nome', FILE_INVALID],
      [new File(['%PDF-1.4'], 'a.pdf'), 'a\u0000b', TEXT_HAS_NUL],
    ] as const) {
      const form = new FormData();
      form.set('jwt', token);
      form.set('authType', 'user');
      form.set('business', people.businessA.id);
      form.set('name', name);
      form.set('file', file);
      const res = await fetch(`${s.api}/documents?action=uploadDoc`, {
        method: 'POST',
        body: form,
      });
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([400, message]);
    }
    expect(await s.handle.db.select().from(schema.documents)).toEqual([]);
  });

  it('reports: odd figures, months, answers and ids are 4xx with a pt-BR message, never 500', async () => {
    const session = { jwt: token, authType: 'user', businessId: people.businessA.id };
    const month = {
      month: '2026-01',
      gross_revenue: 1,
      net_revenue: 1,
      expenses: 0,
      cogs: 0,
      customAnswers: [],
    };
    const save = (change: Record<string, unknown>) =>
      s.post('/admin/reports', { ...session, ...month, ...change }, { action: 'saveReport' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ expenses: 1e308 }, 400, REPORT_FIGURE_TOO_LARGE],
      [{ expenses: -1e308 }, 400, REPORT_FIGURE_NEGATIVE],
      [{ cogs: true }, 400, REPORT_FIGURE_INVALID],
      [{ cogs: [1] }, 400, REPORT_FIGURE_INVALID],
      [{ month: '0000-00' }, 400, REPORT_MONTH_INVALID],
      [{ month: '9999-12' }, 400, REPORT_MONTH_IN_FUTURE],
      [{ month: 202601 }, 400, 'O campo month tem um tipo inválido'],
      [
        { customAnswers: [{ question: 'Sem pergunta?', response: 'x' }] },
        400,
        REPORT_ANSWERS_MISMATCH,
      ],
      [{ customAnswers: [{ question: 'a\u0000', response: 'x' }] }, 400, TEXT_HAS_NUL],
      [{ customAnswers: 'não é lista' }, 400, 'O campo customAnswers tem um tipo inválido'],
      [{ id: 'not-a-uuid' }, 400, ID_INVALID],
      [{ replacesVersion: '1' }, 400, REPORT_VERSION_INVALID],
      [{ replacesVersion: 0 }, 400, REPORT_VERSION_INVALID],
      [{ replacesVersion: 1.5 }, 400, REPORT_VERSION_INVALID],
      [{ replacesVersion: 1e308 }, 400, REPORT_VERSION_INVALID],
      [{ businessId: 'not-a-uuid' }, 403, FORBIDDEN_BUSINESS],
    ];
    for (const [change, status, message] of cases) {
      const r = await save(change);
      expect(r.status, JSON.stringify(change)).toBe(status);
      expect(r.body.error, JSON.stringify(change)).toContain(message);
    }
    expect(await s.handle.db.select().from(schema.monthlyReports)).toEqual([]);
  });

  it('admin finance: odd periods are 400 with a pt-BR message, never 500', async () => {
    const login = await s.post('/login', {
      authType: 'user',
      key: people.admin.email,
      password: PASSWORD,
    });
    const session = { jwt: login.body.jwt_token, authType: 'user' };
    const cases: [unknown, string][] = [
      ['2026-13', MONTH_INVALID],
      ['0000-00', MONTH_INVALID],
      ['2026-1', MONTH_INVALID],
      ["2026-01' or 1=1 --", MONTH_INVALID],
      [{ start: '2026-03', end: '2026-01' }, FINANCE_RANGE_END_BEFORE_START],
      [{ start: '2026-01', end: '2026-99' }, MONTH_INVALID],
      [{ start: '2026-01' }, 'O campo period.end é obrigatório'],
      [{ start: '2026-01', end: '2026-02', extra: 1 }, 'Campo não permitido: extra'],
      [202601, 'O campo period tem um tipo inválido'],
      [null, 'O campo period é obrigatório'],
      [['2026-01'], 'O campo period tem um tipo inválido'],
    ];
    for (const [period, message] of cases) {
      const r = await s.post('/admin/finance', { ...session, period }, { action: 'getAll' });
      expect([r.status, r.body.error], JSON.stringify(period)).toEqual([400, message]);
    }
  });

  it('AI chat: empty, huge, odd questions and conversation ids are 4xx with a pt-BR message', async () => {
    const login = await s.post('/login', {
      authType: 'user',
      key: people.admin.email,
      password: PASSWORD,
    });
    const jwt = login.body.jwt_token;
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['/chat', { message: '' }, 400, CHAT_MESSAGE_REQUIRED],
      ['/chat', { message: ' \n\t ' }, 400, CHAT_MESSAGE_REQUIRED],
      ['/chat', { message: 'x'.repeat(20_000) }, 400, CHAT_MESSAGE_TOO_LONG],
      ['/chat', { message: 'a\u0000b' }, 400, TEXT_HAS_NUL],
      ['/chat', { message: 42 }, 400, 'O campo message tem um tipo inválido'],
      ['/chat', {}, 400, 'O campo message é obrigatório'],
      ['/chat', { message: 'Oi', conversationId: 'x' }, 400, ID_INVALID],
      ['/chat', { message: 'Oi', extra: 1 }, 400, 'Campo não permitido: extra'],
      [
        '/chat',
        { message: 'Oi', conversationId: crypto.randomUUID() },
        404,
        CHAT_CONVERSATION_NOT_FOUND,
      ],
      ['/chat/history', { conversationId: "1' or 1=1 --" }, 400, ID_INVALID],
      ['/chat/history', { conversationId: crypto.randomUUID() }, 404, CHAT_CONVERSATION_NOT_FOUND],
      [
        '/chat/new',
        { conversationId: crypto.randomUUID() },
        400,
        'Campo não permitido: conversationId',
      ],
    ];
    for (const [path, body, status, message] of cases) {
      const r = await s.post(path, { jwt, ...body });
      expect([r.status, r.body.error], `${path} ${JSON.stringify(body).slice(0, 60)}`).toEqual([
        status,
        message,
      ]);
    }
  });

  it('meetings list and one meeting: odd ids and fields are 4xx with a pt-BR message, never 500', async () => {
    const session = { jwt: token, authType: 'user', business: people.businessA.id };
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['/meetings/get', { meetingId: 'not-a-uuid' }, 400, ID_INVALID],
      ['/meetings/get', { meetingId: "1' or 1=1 --" }, 400, ID_INVALID],
      ['/meetings/get', { meetingId: 'a\u0000b' }, 400, TEXT_HAS_NUL],
      ['/meetings/get', { meetingId: 42 }, 400, 'O campo meetingId tem um tipo inválido'],
      ['/meetings/get', {}, 400, 'O campo meetingId é obrigatório'],
      ['/meetings/get', { meetingId: crypto.randomUUID() }, 404, MEETING_NOT_FOUND],
      ['/meetings/list', { meetingId: crypto.randomUUID() }, 400, 'Campo não permitido: meetingId'],
      ['/meetings/list', { business: 'not-a-uuid' }, 403, FORBIDDEN_BUSINESS],
    ];
    for (const [path, body, status, message] of cases) {
      const r = await s.post(path, { ...session, ...body });
      expect([r.status, r.body.error], `${path} ${JSON.stringify(body).slice(0, 60)}`).toEqual([
        status,
        message,
      ]);
    }
  });

  it('a malformed escape in a file path is a 404', async () => {
    const r = await fetch(`${s.api}/files/%E0`);
    expect(r.status).toBe(404);
    expect((await r.json()).status).toBe('error');
  });

  it('admin users: odd names, e-mails, roles, companies and ids are 4xx with a pt-BR message, never 500', async () => {
    const login = await s.post('/login', {
      authType: 'user',
      key: people.admin.email,
      password: PASSWORD,
    });
    const session = { jwt: login.body.jwt_token, authType: 'user' };
    const user = {
      name: 'Pessoa Nova',
      email: 'pessoa.nova@fixture.com.br',
      password: 'senha-secreta-123',
      role: 'user',
      business: { businesses: [{ id: people.businessA.id }] },
    };
    const create = (change: Record<string, unknown>) =>
      s.post('/admin/users', { ...session, user: { ...user, ...change } }, { action: 'create' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'a\u0000' }, 400, TEXT_HAS_NUL],
      [{ name: '   ' }, 400, ADMIN_USER_FIELDS_REQUIRED],
      [{ email: 'sem-arroba' }, 400, EMAIL_INVALID],
      [{ password: '' }, 400, ADMIN_USER_FIELDS_REQUIRED],
      [{ password: 'x'.repeat(257) }, 400, textTooLong(256)],
      [{ role: 'ordinary' }, 400, 'O campo user.role deve ser um de: admin, council, user'],
      [{ role: 'admin', business: { businesses: [] } }, 400, ADMIN_USER_CREATE_ROLE],
      [{ business: { businesses: [{ id: 'not-a-uuid' }] } }, 400, ID_INVALID],
      [
        { business: { businesses: 'A' } },
        400,
        'O campo user.business.businesses tem um tipo inválido',
      ],
      [{ business: { businesses: [] } }, 400, ADMIN_USER_BUSINESS_REQUIRED],
      [
        { business: { businesses: [{ id: people.businessA.id }, { id: people.businessB.id }] } },
        400,
        USER_ONE_BUSINESS_ONLY,
      ],
      [{ business: { businesses: [{ id: crypto.randomUUID() }] } }, 404, BUSINESS_NOT_FOUND],
      [{ created_by: people.user.id }, 400, 'created_by'],
    ];
    for (const [change, status, message] of cases) {
      const r = await create(change);
      expect(r.status, JSON.stringify(change)).toBe(status);
      expect(r.body.error, JSON.stringify(change)).toContain(message);
    }
    const r = await s.post('/admin/users', { ...session, userId: 'x' }, { action: 'delete' });
    expect([r.status, r.body.error]).toEqual([400, ID_INVALID]);
    const created = await s.handle.db
      .select()
      .from(schema.users)
      .where(sql`${schema.users.email} = ${user.email}`);
    expect(created).toEqual([]);
  });
  it('admin businesses: odd ids, lists, questions and codes are 4xx with a pt-BR message, never 500', async () => {
    const login = await s.post('/login', {
      authType: 'user',
      key: people.admin.email,
      password: PASSWORD,
    });
    const session = { jwt: login.body.jwt_token, authType: 'user' };
    const create = (change: Record<string, string>) => {
      const form = new FormData();
      const fields = {
        ...session,
        name: 'Empresa Estranha',
        niche: '',
        website: '',
        knowledge_base: '',
        managed_by: people.council.id,
        meta_faturamento: '0',
        username_instagram: '',
        users: JSON.stringify([people.council.id]),
        ...change,
      };
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return fetch(`${s.api}/admin/business`, {
        method: 'POST',
        headers: { action: 'create' },
        body: form,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error: string } }));
    };
    const forms: [Record<string, string>, string][] = [
      [{ users: '["not-a-uuid"]' }, ID_INVALID],
      [{ users: '{"a":1}' }, 'tipo inválido'],
      [
        {
          custom_questions: JSON.stringify(
            Array(31)
              .fill('x')
              .map((x, i) => x + i),
          ),
        },
        CUSTOM_QUESTIONS_TOO_MANY,
      ],
      [{ custom_questions: '["a\\u0000"]' }, TEXT_HAS_NUL],
      [{ custom_questions: '["   "]' }, CUSTOM_QUESTION_REQUIRED],
      [{ meta_faturamento: '1e400' }, REVENUE_GOAL_INVALID],
      [{ managed_by: 'x'.repeat(201) }, textTooLong(200)],
    ];
    for (const [change, message] of forms) {
      const r = await create(change);
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body.error, JSON.stringify(change)).toContain(message);
    }
    const act = (action: string, body: Record<string, unknown>) =>
      s.post('/admin/business', { ...session, ...body }, { action });
    const cases: [string, Record<string, unknown>, string][] = [
      ['delete', { businessId: 'x' }, ID_INVALID],
      ['reject', { businessId: 7 }, 'O campo negócio tem um tipo inválido'],
      ['approveJoin', { userId: 'not-a-uuid' }, ID_INVALID],
      ['recordAccess', { businessId: '' }, ID_REQUIRED],
      ['setAccess', { businessId: people.businessB.id, accessCode: 'AB\u0000CD' }, TEXT_HAS_NUL],
      ['setAccess', { businessId: people.businessB.id, generatePassword: 'sim' }, 'tipo inválido'],
      ['edit', { id: people.businessB.id, users: 'todos' }, 'tipo inválido'],
    ];
    for (const [action, body, message] of cases) {
      const r = await act(action, body);
      expect(r.status, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(r.body.error, `${action} ${JSON.stringify(body)}`).toContain(message);
    }
    const named = await s.handle.db
      .select()
      .from(schema.businesses)
      .where(sql`${schema.businesses.name} = 'Empresa Estranha'`);
    expect(named).toEqual([]);
  });
});

describe.each(BACKENDS)('database errors (%s)', (backend) => {
  let s: TestServer;
  const logged: string[] = [];
  // The server's own logger: what reaches the log is what it writes.
  const capture = createLogger({ format: 'json', destination: { write: (t) => logged.push(t) } });

  beforeAll(async () => {
    s = await startServer(backend, { logger: capture });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a value PostgreSQL refuses (string too long) is a 400 with a pt-BR message', async () => {
    // Stands in for any value the schemas would let through by mistake.
    await s.handle.db.execute(sql`alter table businesses alter column niche type varchar(3)`);
    const r = await s.post('/register', {
      user: person('longo@x.com.br'),
      business: { ...newBusiness, niche: 'Varejo de bairro' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Requisição inválida: um dos valores enviados não é aceito.');
  });

  it('logs a failed query without its parameters', async () => {
    const [b] = await s.handle.db
      .insert(schema.businesses)
      .values({ id: crypto.randomUUID(), name: 'Ativa', accessCode: 'ATIVA1' })
      .returning();
    await s.handle.db.execute(
      sql`alter table users add constraint forced_failure check (false) not valid`,
    );
    const r = await s.post('/register', {
      user: { ...person('segredo@x.com.br'), phone: '11987654321' },
      business: { id: b!.id },
    });
    expect(r.status).toBe(500);
    const text = logged.join('\n');
    expect(text).toContain('23514');
    expect(text).not.toContain('segredo@x.com.br');
    expect(text).not.toContain('11987654321');
    expect(text).not.toContain('$argon2');
  });
});
