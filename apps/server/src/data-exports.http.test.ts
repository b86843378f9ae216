import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq } from 'drizzle-orm';
import {
  BUSINESS_NOT_FOUND,
  COMPANY_DATA_FILES,
  FORBIDDEN_ACTION,
  PERSONAL_DATA_FILES,
  PERSONAL_DATA_PERSONS_ONLY,
} from '@portal/domain';
import { schema } from './db';
import { DEMO_ACCOUNTS } from './seed/demo';
import { loadConfig } from './config';
import { createLocalStorage, openConfiguredStorage, type ConfiguredStorage } from './storage';
import { startLocalS3, type LocalS3 } from './storage/testing';
import { boardOf } from './test/board';
import { startDemoServer } from './test/demo-server';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import {
  createPeople,
  EVERYONE,
  sessionOf,
  signInAll,
  useSignedInServer,
  type People,
  type Who,
} from './test/fixtures';
import { pdf } from './test/upload-files';
import { unzip } from '@portal/test-support';
import { datasetsOf, readCsv, readJson } from './test/zip';

// The LGPD exports over HTTP: the demo company's zip opened file by file (README, every dataset
// as JSON and CSV with the same rows, transcripts, the library's files byte for byte, the record
// of the export), who may ask for which export, and a person's own data.

/** 11:00 on 20 November 2026 in São Paulo. */
const NOV_20 = new Date('2026-11-20T14:00:00.000Z');

/** POSTs to an export path; the reply's bytes, and its JSON when it is a refusal. */
async function download(api: string, path: string, body: Record<string, unknown>) {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = () => JSON.parse(bytes.toString('utf8')) as { error: string };
  return { status: res.status, headers: res.headers, bytes, json };
}

describe.each(BACKENDS)("the demo company's export (%s)", (backend) => {
  let s: TestServer;
  let jwt: string;
  let business: { id: string; name: string };
  let reply: Awaited<ReturnType<typeof download>>;
  let files: Map<string, Buffer>;
  let replacedReport: typeof schema.monthlyReports.$inferSelect;
  const dataset = (name: string) => readJson(files.get(`${name}.json`)!);

  beforeAll(async () => {
    ({ s, jwt } = await startDemoServer(backend, NOV_20));
    const [row] = await s.handle.db
      .select({ id: schema.businesses.id, name: schema.businesses.name })
      .from(schema.businesses)
      .where(
        eq(schema.businesses.accessCode, DEMO_ACCOUNTS.find((a) => a.role === 'business')!.key),
      );
    business = row!;
    // An entry in spy mode, and a task whose title a spreadsheet would run as a formula.
    const session = { jwt, authType: 'user' };
    const access = await s.post(
      '/admin/business',
      { ...session, businessId: business.id },
      { action: 'recordAccess' },
    );
    expect(access.status).toBe(200);
    const task = await boardOf(s.post, jwt, business.id).create(crypto.randomUUID(), '=1+1');
    expect(task.status).toBe(200);
    // The newest month filled again: its first version is kept, and exported beside the new one.
    const [newest] = await s.handle.db
      .select()
      .from(schema.monthlyReports)
      .where(eq(schema.monthlyReports.businessId, business.id))
      .orderBy(desc(schema.monthlyReports.month))
      .limit(1);
    const replaced = await s.post(
      '/admin/reports',
      {
        ...session,
        businessId: business.id,
        month: newest!.month.slice(0, 7),
        gross_revenue: newest!.grossRevenue + 1_000,
        net_revenue: newest!.netRevenue + 1_000,
        expenses: newest!.expenses,
        cogs: newest!.cogs,
        customAnswers: newest!.customAnswers.map((a) => ({ ...a, response: 'Revisado' })),
        replacesVersion: newest!.version,
      },
      { action: 'saveReport' },
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    replacedReport = newest!;
    reply = await download(s.api, '/admin/business/export', {
      ...session,
      businessId: business.id,
    });
    expect(reply.status).toBe(200);
    files = await unzip(reply.bytes);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers a zip named after the company and the day, streamed and never cached', () => {
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename=padaria-pao-da-serra-dados-2026-11-20.zip',
    );
    // Written as it is sent: its length is known only at its end.
    expect(reply.headers.get('content-length')).toBeNull();
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
  });

  it('opens with a README that names every file', () => {
    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toMatch(/^Dados da empresa Padaria Pão da Serra\r\n/);
    expect(readme).toContain('Gerado em 20/11/2026 11:00 (horário de Brasília)');
    for (const name of Object.keys(COMPANY_DATA_FILES)) {
      const listed = name === 'transcricoes' ? 'transcricoes/' : `${name}.json e ${name}.csv`;
      expect(readme).toContain(`- ${listed}: `);
    }
    expect(readme).toContain('- documentos/: ');
  });

  it('writes each dataset as JSON and CSV with the same columns and rows', () => {
    const sets = datasetsOf(files);
    const names = sets.map((set) => set.name);
    for (const name of Object.keys(COMPANY_DATA_FILES).filter((n) => n !== 'transcricoes'))
      expect(names).toContain(name);
    for (const { name, json, csv } of sets) {
      expect(Array.isArray(json), name).toBe(true);
      expect(csv.rows, name).toHaveLength(json.length);
      for (const row of json) expect(Object.keys(row), name).toEqual(csv.header);
      for (const row of csv.rows) expect(row, name).toHaveLength(csv.header.length);
    }
  });

  it('holds every meeting with its transcript, line by line', async () => {
    const db = s.handle.db;
    const meetings = dataset('reunioes');
    const [stored] = await db
      .select({ n: count() })
      .from(schema.meetings)
      .where(eq(schema.meetings.businessId, business.id));
    expect(meetings.length).toBe(stored!.n);
    expect(meetings.length).toBeGreaterThan(0);
    for (const meeting of meetings) {
      const lines = await db
        .select()
        .from(schema.meetingTranscriptEntries)
        .where(eq(schema.meetingTranscriptEntries.meetingId, meeting.id as string))
        .orderBy(asc(schema.meetingTranscriptEntries.position));
      expect(lines.length).toBeGreaterThan(0);
      expect(meeting.linhas_da_transcricao).toBe(lines.length);
      const json = readJson(files.get(meeting.transcricao_json as string)!);
      const csv = readCsv(files.get(meeting.transcricao_csv as string)!);
      expect(json.map((l) => l.texto)).toEqual(lines.map((l) => l.text));
      expect(json.map((l) => l.quem_falou)).toEqual(lines.map((l) => l.speaker));
      expect(csv.rows).toHaveLength(lines.length);
    }
  });

  it("holds the library's uploaded files, byte for byte as stored", async () => {
    const storage = createLocalStorage(join(s.dataDir, 'files'));
    const uploads = await s.handle.db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.businessId, business.id));
    const uploaded = uploads.filter((d) => d.type === 'uploadedFile');
    expect(uploaded.length).toBeGreaterThan(0);
    const listed = dataset('documentos');
    expect(listed).toHaveLength(uploads.length);
    for (const document of uploaded) {
      const row = listed.find((r) => r.id === document.id)!;
      expect(row.arquivo).toMatch(/^documentos\//);
      const stored = await storage.get(document.fileKey!);
      expect(files.get(row.arquivo as string)!.equals(Buffer.from(stored!.bytes))).toBe(true);
    }
  });

  it('holds the company, its people, board, reports with their versions and answers, and access log', async () => {
    const db = s.handle.db;
    const [company] = dataset('empresa');
    expect(company).toMatchObject({ id: business.id, nome: business.name, situacao: 'Aprovado' });
    if (company!.logo) expect(files.has(company!.logo as string)).toBe(true);

    const people = await db
      .select()
      .from(schema.userBusinesses)
      .where(eq(schema.userBusinesses.businessId, business.id));
    expect(dataset('pessoas')).toHaveLength(people.length);

    const tasks = dataset('tarefas');
    const [board] = await db
      .select({ n: count() })
      .from(schema.tasks)
      .where(eq(schema.tasks.businessId, business.id));
    expect(tasks).toHaveLength(board!.n);
    const formula = tasks.find((t) => t.titulo === '=1+1')!;
    expect(formula).toMatchObject({ coluna: 'Not started', criada_por: 'Mariana Costa' });
    // In the CSV the same title cannot run as a formula.
    const csv = readCsv(files.get('tarefas.csv')!);
    const title = csv.header.indexOf('titulo');
    expect(csv.rows.some((row) => row[title] === "'=1+1")).toBe(true);

    const reports = await db
      .select()
      .from(schema.monthlyReports)
      .where(eq(schema.monthlyReports.businessId, business.id));
    expect(dataset('relatorios')).toHaveLength(reports.length);
    // The replaced month's first version, as it was before, with who replaced it.
    const versions = dataset('relatorios-versoes');
    expect(versions).toEqual([
      expect.objectContaining({
        relatorio_id: replacedReport.id,
        mes: replacedReport.month.slice(0, 7),
        versao: replacedReport.version,
        receita_bruta: replacedReport.grossRevenue,
        substituido_por: 'Mariana Costa',
      }),
    ]);
    // The answers of every version: the current ones and the replaced one's.
    const answers = reports.reduce((n, r) => n + r.customAnswers.length, 0);
    expect(answers).toBeGreaterThan(0);
    const listed = dataset('relatorios-respostas');
    expect(listed).toHaveLength(answers + replacedReport.customAnswers.length);
    const ofMonth = listed.filter((a) => a.relatorio_id === replacedReport.id);
    expect(ofMonth.map((a) => [a.versao, a.resposta])).toEqual([
      ...replacedReport.customAnswers.map((a) => [replacedReport.version, a.response]),
      ...replacedReport.customAnswers.map(() => [replacedReport.version + 1, 'Revisado']),
    ]);

    const accesses = dataset('acessos');
    expect(accesses[0]).toMatchObject({ nome: 'Mariana Costa', funcao: 'Admin' });
  });

  it('records the export: who, which company, when and from which address', async () => {
    const events = await s.handle.db
      .select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.kind, 'company-data-exported'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorName: 'Mariana Costa',
      userName: 'Mariana Costa',
      businessId: business.id,
      businessName: business.name,
      address: '127.0.0.1',
      at: NOV_20,
    });
  });
});

describe.each(BACKENDS)('who may export what (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const exportedBy = async (kind: 'company-data-exported' | 'personal-data-exported') =>
    s.handle.db
      .select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.kind, kind))
      .orderBy(asc(schema.securityEvents.at));

  it.each(EVERYONE)("a company's export as %s: admin only", async (who) => {
    const before = (await exportedBy('company-data-exported')).length;
    const r = await download(s.api, '/admin/business/export', {
      ...sessionOf(tokens, who),
      businessId: people.businessA.id,
    });
    const expected = who === 'none' ? 401 : who === 'admin' ? 200 : 403;
    expect(r.status).toBe(expected);
    if (expected === 403) expect(r.json().error).toBe(FORBIDDEN_ACTION);
    if (expected === 200) expect((await unzip(r.bytes)).has('README.txt')).toBe(true);
    expect((await exportedBy('company-data-exported')).length).toBe(
      before + Number(expected === 200),
    );
  });

  it("refuses an unknown company, a bad id and a body's extra fields, recording nothing", async () => {
    const before = (await exportedBy('company-data-exported')).length;
    const admin = sessionOf(tokens, 'admin');
    const unknown = await download(s.api, '/admin/business/export', {
      ...admin,
      businessId: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toBe(BUSINESS_NOT_FOUND);
    const bad = await download(s.api, '/admin/business/export', { ...admin, businessId: 'x' });
    expect(bad.status).toBe(400);
    const extra = await download(s.api, '/admin/business/export', {
      ...admin,
      businessId: people.businessA.id,
      userId: people.user.id,
    });
    expect(extra.status).toBe(400);
    expect((await exportedBy('company-data-exported')).length).toBe(before);
  });

  it.each(EVERYONE)('a personal export as %s: people only, their own data', async (who) => {
    const r = await download(s.api, '/profile/export', sessionOf(tokens, who));
    if (who === 'none') return expect(r.status).toBe(401);
    if (who === 'business') {
      expect(r.status).toBe(403);
      return expect(r.json().error).toBe(PERSONAL_DATA_PERSONS_ONLY);
    }
    expect(r.status).toBe(200);
    const files = await unzip(r.bytes);
    const [profile] = readJson(files.get('perfil.json')!);
    expect(profile!.email).toBe(people[who as 'user'].email);
    expect(profile!.id).toBe(people[who as 'user'].id);
  });

  it('names nobody else: a body naming another person is refused', async () => {
    const r = await download(s.api, '/profile/export', {
      ...sessionOf(tokens, 'user'),
      userId: people.council.id,
    });
    expect(r.status).toBe(400);
  });

  it("lists a person's companies, tasks they own or created, events, e-mails and README", async () => {
    const user = sessionOf(tokens, 'user');
    const council = sessionOf(tokens, 'council');
    const task = (title: string, owner: string | null) => ({
      id: crypto.randomUUID(),
      title,
      task: '',
      status: 'Not started',
      created_at: new Date().toISOString(),
      completed_at: null,
      from_meeting: null,
      owner_id: owner,
    });
    const create = (session: object, body: object) =>
      s.post(
        '/tasks',
        { ...session, business: people.businessA.id, task: body },
        { action: 'create' },
      );
    expect((await create(user, task('Criada pelo usuário', null))).status).toBe(200);
    expect((await create(council, task('Dada ao usuário', people.user.id))).status).toBe(200);
    expect((await create(council, task('Do conselho', people.council.id))).status).toBe(200);
    await s.post('/profile', { ...user, weekly_digest: false }, { action: 'mailPreferences' });

    const r = await download(s.api, '/profile/export', user);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename=meus-dados-usuario-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const files = await unzip(r.bytes);
    const readme = files.get('README.txt')!.toString('utf8');
    for (const name of Object.keys(PERSONAL_DATA_FILES))
      expect(readme).toContain(`- ${name}.json e ${name}.csv: `);
    for (const { name, json, csv } of datasetsOf(files))
      expect(csv.rows, name).toHaveLength(json.length);

    expect(readJson(files.get('empresas.json')!).map((c) => c.nome)).toEqual([
      people.businessA.name,
    ]);
    const tasks = readJson(files.get('tarefas.json')!);
    expect(tasks.map((t) => [t.titulo, t.relacao]).sort()).toEqual([
      ['Criada pelo usuário', 'Criou'],
      ['Dada ao usuário', 'Responsável'],
    ]);
    expect(readJson(files.get('preferencias-de-email.json')!)).toEqual([
      { lembretes_de_tarefas: true, resumo_semanal: false },
    ]);
    expect(readJson(files.get('notificacoes.json')!).map((n) => n.texto)).toContain(
      'Tarefa atribuída a você: Dada ao usuário',
    );
    // This very export is among the security events about the person, with its address.
    const events = readJson(files.get('eventos-de-seguranca.json')!);
    expect(events[0]).toMatchObject({
      evento: 'Dados pessoais baixados',
      feito_por: 'usuario',
      endereco: '127.0.0.1',
    });
    const recorded = await exportedBy('personal-data-exported');
    expect(recorded.at(-1)).toMatchObject({ userId: people.user.id, businessId: null });
  });
});

describe.each(BACKENDS)('files kept in an S3 bucket (%s)', (backend) => {
  let s3: LocalS3;
  let bucket: ConfiguredStorage;
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = openConfiguredStorage(loadConfig({ ...s3.env(`export-${backend}`), DATA_DIR: '/x' }));
    s = await startServer(backend, { storage: bucket.storage });
    people = await createPeople(s.handle.db);
    tokens = await signInAll(s, people);
  });
  afterAll(async () => {
    await s?.close();
    bucket?.close();
    await s3?.stop();
  });

  const upload = async (bytes: Uint8Array, name: string, fileName: string) => {
    const body = new FormData();
    body.set('jwt', tokens.get('user')!);
    body.set('authType', 'user');
    body.set('business', people.businessA.id);
    body.set('name', name);
    body.set('parentId', '');
    body.set(
      'file',
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      fileName,
    );
    const res = await fetch(`${s.api}/documents?action=uploadDoc`, { method: 'POST', body });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };

  it('streams each file from the bucket into the zip, two of one name apart', async () => {
    const first = pdf('Contrato de aluguel');
    const second = pdf('Contrato de fornecimento');
    const a = await upload(first, 'Aluguel', 'contrato.pdf');
    const b = await upload(second, 'Fornecimento', 'contrato.pdf');
    const r = await download(s.api, '/admin/business/export', {
      ...sessionOf(tokens, 'admin'),
      businessId: people.businessA.id,
    });
    expect(r.status).toBe(200);
    const files = await unzip(r.bytes);
    const listed = readJson(files.get('documentos.json')!);
    const pathOf = (id: string) => listed.find((d) => d.id === id)!.arquivo as string;
    expect([pathOf(a), pathOf(b)].sort()).toEqual([
      'documentos/contrato (2).pdf',
      'documentos/contrato.pdf',
    ]);
    expect(files.get(pathOf(a))!.equals(Buffer.from(first))).toBe(true);
    expect(files.get(pathOf(b))!.equals(Buffer.from(second))).toBe(true);
  });
});
