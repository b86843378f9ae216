import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { openDatabase, schema, type DatabaseHandle } from '../db';
import {
  createThrowawayPostgres,
  preparedPgliteDir,
  tempDir,
  type ThrowawayPostgres,
} from '../db/testing';
import { ImportError, parseImportArgs, runMeetingsImport } from './meetings-import';

const VTT = `WEBVTT

00:00:03.000 --> 00:00:06.000
<v Paula>Abrindo a reunião de novembro.

00:05:00.000 --> 00:05:04.000
Roberto: Vamos contratar um vendedor.
`;

const capture = () => {
  const lines: string[] = [];
  return { lines, out: { log: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};

const files = mkdtempSync(join(tmpdir(), 'portal-import-files-'));
const write = (name: string, content: string) => {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
};
afterAll(() => rmSync(files, { recursive: true, force: true }));

const BUSINESS = '5b0f3f5e-8f5e-4a39-9c55-1f2a3b4c5d6e';

describe('meetings:import arguments', () => {
  it('builds the ingestion body from flags and files (relative to INIT_CWD)', () => {
    write('reuniao.vtt', VTT);
    write('notas.md', '**Decisão**: contratar (10:00 - 10:30)');
    write('tarefas.json', JSON.stringify([{ title: 'Abrir vaga', task: 'Publicar no LinkedIn' }]));
    const body = parseImportArgs(
      [
        '--business',
        BUSINESS,
        '--title',
        'Reunião de novembro',
        '--date',
        '2026-11-20T14:00',
        '--overview',
        'Contratações',
        '--notes-file',
        'notas.md',
        '--tasks-file',
        'tarefas.json',
        'reuniao.vtt',
      ],
      { INIT_CWD: files },
    );
    expect(body).toEqual({
      businessId: BUSINESS,
      title: 'Reunião de novembro',
      date: '2026-11-20T14:00',
      overview: 'Contratações',
      notes: '**Decisão**: contratar (10:00 - 10:30)',
      transcript: VTT,
      format: 'vtt',
      tasks: [{ title: 'Abrir vaga', task: 'Publicar no LinkedIn' }],
    });
  });

  it('dates the meeting now when --date is absent', () => {
    const vtt = write('a.vtt', VTT);
    const body = parseImportArgs(
      ['--business', BUSINESS, '--title', 'X', vtt],
      {},
      () => new Date('2026-11-21T09:30:00.000Z'),
    );
    expect(body.date).toBe('2026-11-21T09:30:00.000Z');
  });

  it.each([
    [['--title', 'X', 'a.vtt'], 'Informe a empresa com --business'],
    [['--business', BUSINESS, 'a.vtt'], 'Informe o título com --title'],
    [['--business', BUSINESS, '--title', 'X'], 'Informe o arquivo da transcrição'],
    [['--business', BUSINESS, '--title', 'X', 'a.vtt', 'b.vtt'], 'Informe um único arquivo'],
    [['--business', BUSINESS, '--title', 'X', '--titulo', 'Y', 'a.vtt'], 'Argumentos inválidos'],
    [['--business', BUSINESS, '--title', 'X', '--format', 'docx', 'a.vtt'], 'use vtt, srt ou json'],
    [
      ['--business', BUSINESS, '--title', 'X', 'nao-existe.vtt'],
      'Arquivo da transcrição não encontrado',
    ],
    [['--business', 'empresa-1', '--title', 'X', 'a.vtt'], 'Identificador inválido'],
    [
      ['--business', BUSINESS, '--title', 'X', '--date', '20/11/2026', 'a.vtt'],
      'Data da reunião inválida',
    ],
    [
      ['--business', BUSINESS, '--title', 'X', '--tasks-file', 'ruim.json', 'a.vtt'],
      'Arquivo de tarefas inválido',
    ],
  ])('refuses %j with a pt-BR message', (argv, message) => {
    write('a.vtt', VTT);
    write('b.vtt', VTT);
    write('ruim.json', '{"title": "não é lista"');
    expect(() => parseImportArgs(argv, { INIT_CWD: files })).toThrow(ImportError);
    expect(() => parseImportArgs(argv, { INIT_CWD: files })).toThrow(message);
  });

  it('refuses a file over 2 MB before reading it', () => {
    const big = write('grande.vtt', `WEBVTT\n\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(() => parseImportArgs(['--business', BUSINESS, '--title', 'X', big], {})).toThrow(
      'O arquivo de transcrição excede o limite de 2 MB',
    );
  });
});

const seedBusiness = async (handle: DatabaseHandle) => {
  const [b] = await handle.db
    .insert(schema.businesses)
    .values({ name: 'Padaria Pão Quente', niche: 'Alimentação' })
    .returning({ id: schema.businesses.id });
  return b!.id;
};

describe('meetings:import against PostgreSQL', () => {
  const dir = tempDir('portal-import-pg-');
  let database: ThrowawayPostgres;
  let handle: DatabaseHandle;
  let business: string;

  beforeAll(async () => {
    database = await createThrowawayPostgres();
    handle = await openDatabase({ dataDir: dir.path, databaseUrl: database.url, poolSize: 2 });
    business = await seedBusiness(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
    dir.remove();
  });

  it('imports the meeting, its transcript and its tasks, printing the id and the task count', async () => {
    const vtt = write('pg.vtt', VTT);
    const tasks = write(
      'pg-tarefas.json',
      JSON.stringify([{ title: 'Abrir vaga' }, { title: 'Treinar' }]),
    );
    const env = { DATABASE_URL: database.url, DATA_DIR: dir.path };
    const run = capture();
    const argv = ['--business', business, '--title', 'Novembro', '--tasks-file', tasks, vtt];
    expect(await runMeetingsImport(argv, env, run.out)).toBe(0);
    const [meeting] = await handle.db
      .select()
      .from(schema.meetings)
      .where(eq(schema.meetings.businessId, business));
    expect(run.lines).toEqual([
      `Reunião "Novembro" importada: id ${meeting!.id}, 2 tarefas criadas no quadro.`,
    ]);
    const entries = await handle.db
      .select()
      .from(schema.meetingTranscriptEntries)
      .where(eq(schema.meetingTranscriptEntries.meetingId, meeting!.id))
      .orderBy(asc(schema.meetingTranscriptEntries.position));
    expect(entries.map((e) => [e.speaker, Number(e.minutes)])).toEqual([
      ['Paula', 0.05],
      ['Roberto', 5],
    ]);
    const board = await handle.db
      .select()
      .from(schema.tasks)
      .where(eq(schema.tasks.fromMeeting, meeting!.id))
      .orderBy(asc(schema.tasks.position));
    expect(board.map((t) => [t.title, t.status])).toEqual([
      ['Abrir vaga', 'not-started'],
      ['Treinar', 'not-started'],
    ]);
  });

  it('exits 1 for an unknown business or a bad file, writing nothing', async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dir.path };
    const [before] = await handle.db.select({ n: count() }).from(schema.meetings);
    const unknown = capture();
    const vtt = write('pg2.vtt', VTT);
    const other = '00000000-0000-4000-8000-000000000001';
    expect(
      await runMeetingsImport(['--business', other, '--title', 'X', vtt], env, unknown.out),
    ).toBe(1);
    expect(unknown.lines).toEqual(['Empresa não encontrada.']);
    const bad = capture();
    const broken = write('quebrado.srt', '1\n00:00:01 --> 00:00:02,000\nOi\n');
    expect(
      await runMeetingsImport(['--business', business, '--title', 'X', broken], env, bad.out),
    ).toBe(1);
    expect(bad.lines.join('\n')).toMatch(/^Linha 2: marcação de tempo inválida/);
    const [after] = await handle.db.select({ n: count() }).from(schema.meetings);
    expect(after!.n).toBe(before!.n);
  });
});

describe('meetings:import on the embedded database', () => {
  let dir: { path: string; remove: () => void };
  beforeAll(async () => {
    dir = await preparedPgliteDir('portal-import-pglite-');
  });
  afterAll(() => dir?.remove());

  it('imports into DATA_DIR, and says to stop the server while one holds that folder', async () => {
    const setup = await openDatabase({ dataDir: dir.path });
    const business = await seedBusiness(setup);
    await setup.close();

    const vtt = write('local.vtt', VTT);
    const argv = ['--business', business, '--title', 'Local', vtt];
    const ok = capture();
    expect(await runMeetingsImport(argv, { DATA_DIR: dir.path }, ok.out)).toBe(0);
    expect(ok.lines[0]).toMatch(/^Reunião "Local" importada: id [0-9a-f-]{36}, 0 tarefas criadas/);

    const server = await openDatabase({ dataDir: dir.path });
    try {
      const locked = capture();
      expect(await runMeetingsImport(argv, { DATA_DIR: dir.path }, locked.out)).toBe(1);
      expect(locked.lines.join('\n')).toContain('já está usando a pasta de dados DATA_DIR');
      expect(locked.lines.join('\n')).toContain('pare o servidor');
      const meetings = await server.db.select().from(schema.meetings);
      expect(meetings.map((m) => m.title)).toEqual(['Local']);
    } finally {
      await server.close();
    }
  });
});
