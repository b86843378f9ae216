import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { getMeetingsReplySchema, parseTranscript } from '@portal/api-client';
import { MAX_BOARD_TASKS } from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, type People, type SignedIn } from './test/fixtures';

const KEY = 'chave-de-teste-da-instalacao-0123456789';

const VTT = `WEBVTT

NOTE gravação do encontro mensal

1
00:00:05.000 --> 00:00:09.000
<v Mentora Paula>Bom dia! Vamos ao DRE de outubro.

2
00:01:30.000 --> 00:01:40.000
Roberto (dono): A margem caiu para 8%,
precisamos rever custos.

3
00:02:00.500 --> 00:02:03.000
Certo.
`;

const SRT = `1
00:00:00,000 --> 00:00:04,000
Paula: Começando a revisão do estoque.

2
00:03:15,600 --> 00:03:20,000
Roberto: Temos peças paradas há 90 dias.
`;

const JSON_TRANSCRIPT = JSON.stringify([
  { speaker: 'Paula', text: 'Metas do trimestre.', minutes: 0 },
  { speaker: 'Roberto', text: 'Fechamos 120 mil.', minutes: 12.345 },
]);

type Who = SignedIn;

describe.each(BACKENDS)('meetings (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), { ingestApiKey: KEY });

  const ingest = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    s.post('/meetings/ingest', body, headers);
  const withKey = { 'x-api-key': KEY };
  const bearer = (who: Who) => ({ authorization: `Bearer ${tokens.get(who)!}` });
  const meeting = (over: Record<string, unknown> = {}) => ({
    businessId: people.businessA.id,
    title: 'Reunião mensal',
    date: '2026-10-05T14:00:00-03:00',
    overview: 'Revisão do DRE',
    notes: '**Margem** em queda (14:05 - 14:20)',
    transcript: VTT,
    ...over,
  });
  const getMeetings = (who: Who | 'none', business = people.businessA.id) =>
    s.post('/getmeetings', {
      ...(who === 'none' ? {} : { jwt: tokens.get(who) }),
      authType: who === 'business' ? 'business' : 'user',
      business,
    });

  const postAlone = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        `${s.api}/meetings/ingest`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', ...withKey },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const db = () => s.handle.db;
  const counts = async () => {
    const [m] = await db().select({ n: count() }).from(schema.meetings);
    const [t] = await db().select({ n: count() }).from(schema.tasks);
    const [e] = await db().select({ n: count() }).from(schema.meetingTranscriptEntries);
    const [a] = await db().select({ n: count() }).from(schema.meetingAddedTasks);
    return { meetings: m!.n, tasks: t!.n, entries: e!.n, added: a!.n };
  };

  describe('ingestion', () => {
    it('with the API key: a WebVTT file lands with its speakers, minutes and named tasks', async () => {
      // A task already on the board: the meeting's tasks must come after it.
      await db().insert(schema.tasks).values({
        businessId: people.businessA.id,
        title: 'Tarefa antiga',
        position: 7,
      });
      const r = await ingest(
        meeting({
          tasks: [
            { title: 'Rever custos fixos', task: 'Listar contratos acima de R$ 2 mil' },
            { title: 'Ligar para o fornecedor' },
          ],
        }),
        withKey,
      );
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        status: 'success',
        meeting: {
          id: expect.any(String),
          title: 'Reunião mensal',
          date: '2026-10-05T17:00:00.000Z',
        },
        tasksCreated: 2,
      });
      const id = r.body.meeting.id as string;
      const entries = await db()
        .select()
        .from(schema.meetingTranscriptEntries)
        .where(eq(schema.meetingTranscriptEntries.meetingId, id))
        .orderBy(asc(schema.meetingTranscriptEntries.position));
      expect(entries.map((e) => [e.speaker, e.text, Number(e.minutes)])).toEqual([
        ['Mentora Paula', 'Bom dia! Vamos ao DRE de outubro.', 0.08],
        ['Roberto (dono)', 'A margem caiu para 8%, precisamos rever custos.', 1.5],
        ['Participante', 'Certo.', 2.01],
      ]);
      const board = await db()
        .select()
        .from(schema.tasks)
        .where(eq(schema.tasks.fromMeeting, id))
        .orderBy(asc(schema.tasks.position));
      expect(
        board.map((t) => [t.title, t.description, t.status, t.position, t.businessId]),
      ).toEqual([
        [
          'Rever custos fixos',
          'Listar contratos acima de R$ 2 mil',
          'not-started',
          8,
          people.businessA.id,
        ],
        ['Ligar para o fornecedor', '', 'not-started', 9, people.businessA.id],
      ]);
    });

    it('with an admin JWT (Bearer): an SRT file, format given', async () => {
      const r = await ingest(
        meeting({ title: 'Estoque', date: '2026-11-20', transcript: SRT, format: 'srt' }),
        bearer('admin'),
      );
      expect(r.status).toBe(200);
      expect(r.body.tasksCreated).toBe(0);
      expect(r.body.meeting.date).toBe('2026-11-20T00:00:00.000Z');
      const entries = await db()
        .select()
        .from(schema.meetingTranscriptEntries)
        .where(eq(schema.meetingTranscriptEntries.meetingId, r.body.meeting.id))
        .orderBy(asc(schema.meetingTranscriptEntries.position));
      expect(entries.map((e) => [e.speaker, Number(e.minutes)])).toEqual([
        ['Paula', 0],
        ['Roberto', 3.26],
      ]);
    });

    it("with an admin's jwt in the body: a JSON transcript, format detected", async () => {
      const r = await ingest(
        meeting({
          jwt: tokens.get('admin'),
          title: 'Metas',
          date: '2026-09-01T10:00',
          transcript: JSON_TRANSCRIPT,
        }),
      );
      expect(r.status).toBe(200);
      expect(r.body.meeting.date).toBe('2026-09-01T10:00:00.000Z');
    });

    it.each(['user', 'council', 'business', 'waiting'] as const)(
      'refuses a JWT of %s with 403 and writes nothing',
      async (who) => {
        const before = await counts();
        const r = await ingest(meeting(), bearer(who));
        expect(r.status).toBe(403);
        expect(r.body.error).toBe('Você não tem permissão para realizar esta ação.');
        expect(await counts()).toEqual(before);
      },
    );

    it('refuses no credentials, a wrong key and a bad token with 401', async () => {
      const before = await counts();
      const none = await ingest(meeting());
      expect(none.status).toBe(401);
      expect(none.body.error).toMatch(/^Autenticação ausente: envie o cabeçalho x-api-key/);
      const wrong = await ingest(meeting(), { 'x-api-key': `${KEY}x` });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe('Chave de API inválida.');
      // A wrong key is refused even beside a good admin token.
      expect((await ingest(meeting(), { 'x-api-key': 'x', ...bearer('admin') })).status).toBe(401);
      const forged = await ingest(meeting(), { authorization: 'Bearer abc.def.ghi' });
      expect(forged.status).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it('authenticates before validating: a stranger with a bad body gets 401, not 400', async () => {
      expect((await ingest({ title: '' })).status).toBe(401);
    });

    it.each([
      [
        'malformed timestamp',
        {
          transcript: 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nOi\n\n00:00:5 --> 00:00:06.000\nx',
        },
        400,
        /^Linha 6: marcação de tempo inválida/,
      ],
      [
        'JSON that is not a list',
        { transcript: '{"speaker": "Ana"}' },
        400,
        /^A transcrição em JSON deve ser uma lista de falas/,
      ],
      ['empty transcript', { transcript: '  \n ' }, 400, /^A transcrição está vazia$/],
      ['no cues', { transcript: 'WEBVTT\n\nNOTE nada\n' }, 400, /nenhuma fala/],
      ['NUL byte', { transcript: 'WEBVTT\n\n00:01.000 --> 00:02.000\nO\u0000i' }, 400, /NUL/],
      [
        'NUL escaped in a JSON entry',
        { transcript: JSON.stringify([{ speaker: 'Ana', text: 'O\u0000i', minutes: 0 }]) },
        400,
        /^Fala 1 da transcrição em JSON: contém um caractere inválido \(NUL\)$/,
      ],
      ['unknown format', { transcript: 'ata da reunião' }, 400, /não reconhecido/],
      ['format that does not match', { transcript: SRT, format: 'vtt' }, 400, /WEBVTT/],
      ['empty title', { title: '   ' }, 400, /O título da reunião é obrigatório/],
      ['impossible date', { date: '2026-02-30' }, 400, /Data da reunião inválida/],
      ['date that is no date', { date: 'amanhã' }, 400, /Data da reunião inválida/],
      ['bad format name', { format: 'docx' }, 400, /Formato de transcrição inválido/],
      ['task without title', { tasks: [{ title: ' ', task: 'x' }] }, 400, /título de cada tarefa/],
      [
        'owner that is no e-mail',
        { tasks: [{ title: 'x', owner: 'Ana' }] },
        400,
        /^O responsável de cada tarefa deve ser o e-mail de uma pessoa/,
      ],
      [
        'owner who is not one of the company',
        { tasks: [{ title: 'x', owner: 'ninguem@exemplo.com.br' }] },
        400,
        /^Este responsável não é uma pessoa ativas? da empresa: ninguem@exemplo\.com\.br$/,
      ],
      [
        'due date off the calendar',
        { tasks: [{ title: 'x', due_date: '2026-02-30' }] },
        400,
        /^Informe um prazo válido/,
      ],
      [
        'too many tasks',
        { tasks: Array.from({ length: 201 }, (_, i) => ({ title: `T${i}` })) },
        400,
        /no máximo 200 tarefas/,
      ],
      ['non-uuid business', { businessId: 'empresa-1' }, 400, /Identificador inválido/],
      [
        'unknown business',
        { businessId: '00000000-0000-4000-8000-000000000000', tasks: [{ title: 'x' }] },
        404,
        /^Empresa não encontrada/,
      ],
    ])('%s → %s with a message, and nothing written', async (_label, over, status, message) => {
      const before = await counts();
      const r = await ingest(meeting(over), withKey);
      expect(r.status).toBe(status);
      expect(r.body.status).toBe('error');
      expect(r.body.error).toMatch(message);
      expect(await counts()).toEqual(before);
    });

    it("gives each named task the owner (by e-mail, any case) and due date it was handed, on the board and in 'Tarefas Adicionadas'; 'Plano de ação' follows the board", async () => {
      const r = await ingest(
        meeting({
          tasks: [
            {
              title: 'Cotar forno',
              owner: people.user.email.toUpperCase(),
              due_date: '2026-12-10',
            },
            { title: 'Sem dono' },
          ],
        }),
        withKey,
      );
      expect(r.status).toBe(200);
      const id = r.body.meeting.id as string;
      const board = await db()
        .select()
        .from(schema.tasks)
        .where(eq(schema.tasks.fromMeeting, id))
        .orderBy(asc(schema.tasks.position));
      expect(board.map((t) => [t.title, t.ownerId, t.dueDate])).toEqual([
        ['Cotar forno', people.user.id, '2026-12-10'],
        ['Sem dono', null, null],
      ]);
      const userName = people.user.email.split('@')[0];
      const opened = await s.post('/meetings/get', {
        jwt: tokens.get('user'),
        authType: 'user',
        business: people.businessA.id,
        meetingId: id,
      });
      expect(opened.status).toBe(200);
      expect(opened.body.tasks_added).toEqual([
        { title: 'Cotar forno', task: '', owner_name: userName, due_date: '2026-12-10' },
        { title: 'Sem dono', task: '' },
      ]);
      expect(opened.body.action_plan).toEqual([
        {
          id: board[0]!.id,
          title: 'Cotar forno',
          status: 'Not started',
          owner_name: userName,
          due_date: '2026-12-10',
        },
        {
          id: board[1]!.id,
          title: 'Sem dono',
          status: 'Not started',
          owner_name: null,
          due_date: null,
        },
      ]);
      // The board moves on; the plan says where things stand, the promise stays as it was.
      await db()
        .update(schema.tasks)
        .set({ status: 'done', dueDate: '2026-12-20' })
        .where(eq(schema.tasks.id, board[0]!.id));
      const later = await s.post('/meetings/get', {
        jwt: tokens.get('user'),
        authType: 'user',
        business: people.businessA.id,
        meetingId: id,
      });
      expect(later.body.action_plan[0]).toMatchObject({ status: 'Done', due_date: '2026-12-20' });
      expect(later.body.tasks_added[0]).toMatchObject({ due_date: '2026-12-10' });
      // The list tests below count company A's meetings and tasks as the earlier tests left them.
      await db().delete(schema.tasks).where(eq(schema.tasks.fromMeeting, id));
      await db().delete(schema.meetings).where(eq(schema.meetings.id, id));
    });

    it('refuses tasks that would grow a board past 5,000 tasks: 400, nothing written', async () => {
      const businessId = crypto.randomUUID();
      await db().insert(schema.businesses).values({ id: businessId, name: 'Quadro quase cheio' });
      await db()
        .insert(schema.tasks)
        .values(
          Array.from({ length: MAX_BOARD_TASKS - 1 }, (_, i) => ({
            businessId,
            title: `Tarefa ${i}`,
            position: i,
          })),
        );
      const before = await counts();
      const r = await ingest(
        meeting({ businessId, tasks: [{ title: 'Primeira' }, { title: 'Segunda' }] }),
        withKey,
      );
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(
        'O quadro tem 4.999 tarefas e a reunião traria mais 2, acima do limite de 5.000; exclua algumas tarefas antes de importar a reunião.',
      );
      expect(await counts()).toEqual(before);
      // One more still fits, after the board's last task.
      const fits = await ingest(meeting({ businessId, tasks: [{ title: 'Última' }] }), withKey);
      expect(fits.status).toBe(200);
      const [last] = await db()
        .select()
        .from(schema.tasks)
        .where(eq(schema.tasks.fromMeeting, fits.body.meeting.id));
      expect(last!.position).toBe(MAX_BOARD_TASKS - 1);
    });

    it('refuses a transcript over 2 MB with 400 (body up to 3 MB accepted), nothing written', async () => {
      const before = await counts();
      const cue = '00:00:01.000 --> 00:00:02.000\nAna: falando bastante sobre o faturamento\n\n';
      const big = `WEBVTT\n\n${cue.repeat(Math.ceil((2 * 1024 * 1024) / cue.length) + 10)}`;
      const r = await ingest(meeting({ transcript: big }), withKey);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('O arquivo de transcrição excede o limite de 2 MB');
      // On its own connection: the server answers 413 and closes it before the body is read.
      expect(await postAlone(JSON.stringify(meeting({ transcript: 'x'.repeat(3.5e6) })))).toBe(413);
      expect(await counts()).toEqual(before);
    });

    it('accepts a transcript of nearly 2 MB (large meetings fit)', async () => {
      const cue = (i: number) =>
        `00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000 --> 00:00:02.000\nAna: fala número ${i} sobre o faturamento do mês, os custos fixos e as metas do trimestre\n\n`;
      let body = 'WEBVTT\n\n';
      let i = 0;
      while (body.length < 1.9 * 1024 * 1024) body += cue(i++);
      const r = await ingest(
        meeting({ businessId: people.businessC.id, transcript: body }),
        withKey,
      );
      expect(r.status).toBe(200);
      const [n] = await db()
        .select({ n: count() })
        .from(schema.meetingTranscriptEntries)
        .where(eq(schema.meetingTranscriptEntries.meetingId, r.body.meeting.id));
      expect(n!.n).toBe(i);
    });
  });

  describe('getmeetings', () => {
    it('returns the company meetings newest first, transcript as a JSON string, tasks_added', async () => {
      const r = await getMeetings('user');
      expect(r.status).toBe(200);
      expect(getMeetingsReplySchema.safeParse(r.body).success).toBe(true);
      const list = r.body as {
        title: string;
        date: string;
        transcript: string;
        tasks_added: unknown[];
        overview: string;
        notes: string;
      }[];
      expect(list.map((m) => [m.title, m.date])).toEqual([
        ['Estoque', '2026-11-20T00:00:00.000Z'],
        ['Reunião mensal', '2026-10-05T17:00:00.000Z'],
        ['Metas', '2026-09-01T10:00:00.000Z'],
      ]);
      const [estoque, mensal, metas] = list;
      expect(typeof mensal!.transcript).toBe('string');
      expect(parseTranscript(mensal!.transcript)).toEqual([
        { speaker: 'Mentora Paula', text: 'Bom dia! Vamos ao DRE de outubro.', minutes: 0.08 },
        {
          speaker: 'Roberto (dono)',
          text: 'A margem caiu para 8%, precisamos rever custos.',
          minutes: 1.5,
        },
        { speaker: 'Participante', text: 'Certo.', minutes: 2.01 },
      ]);
      expect(mensal!.tasks_added).toEqual([
        { title: 'Rever custos fixos', task: 'Listar contratos acima de R$ 2 mil' },
        { title: 'Ligar para o fornecedor', task: '' },
      ]);
      expect(mensal!.overview).toBe('Revisão do DRE');
      expect(mensal!.notes).toBe('**Margem** em queda (14:05 - 14:20)');
      expect(estoque!.tasks_added).toEqual([]);
      expect(JSON.parse(metas!.transcript)).toEqual([
        { speaker: 'Paula', text: 'Metas do trimestre.', minutes: 0 },
        { speaker: 'Roberto', text: 'Fechamos 120 mil.', minutes: 12.35 },
      ]);
    });

    it.each(['admin', 'council', 'business'] as const)(
      'gives %s the same list of company A',
      async (who) => {
        const r = await getMeetings(who);
        expect(r.status).toBe(200);
        expect((r.body as { title: string }[]).map((m) => m.title)).toEqual([
          'Estoque',
          'Reunião mensal',
          'Metas',
        ]);
      },
    );

    it('refuses a user of another company, an unlinked council, a waiting user and no token', async () => {
      expect((await getMeetings('outsider')).status).toBe(403);
      expect((await getMeetings('council', people.businessC.id)).status).toBe(403);
      expect((await getMeetings('user', people.businessC.id)).status).toBe(403);
      expect((await getMeetings('business', people.businessB.id)).status).toBe(403);
      expect((await getMeetings('waiting')).status).toBe(403);
      const none = await getMeetings('none');
      expect(none.status).toBe(401);
      expect(none.body.error).toBe('Dados de autenticação ausentes');
    });

    it('refuses a field the action does not take (strict body); a Bearer token alone is enough', async () => {
      const r = await s.post('/getmeetings', {
        jwt: tokens.get('user'),
        authType: 'user',
        business: people.businessA.id,
        limit: 10,
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Campo não permitido: limit');
      // The session fields the middleware fills in from the token are not "extra".
      const bearerOnly = await s.post(
        '/getmeetings',
        { business: people.businessA.id },
        bearer('user'),
      );
      expect(bearerOnly.status).toBe(200);
    });

    it('gives an empty list for a company without meetings', async () => {
      const r = await getMeetings('council', people.businessB.id);
      expect(r.status).toBe(200);
      expect(r.body).toEqual([]);
    });
  });

  it('a server without an installation key refuses keys but takes admin tokens', async () => {
    const other = await s.startSibling({ ingestApiKey: null });
    const post = (headers: Record<string, string>) =>
      fetch(`${other.api}/meetings/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(meeting({ businessId: people.businessB.id, title: 'Sem chave' })),
      });
    const key = await post(withKey);
    expect(key.status).toBe(401);
    expect((await key.json()).error).toMatch(/^Chave de API desativada/);
    expect((await post(bearer('admin'))).status).toBe(200);
  });
});
