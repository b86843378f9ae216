import { beforeAll, describe, expect, it } from 'vitest';
import {
  getMeetingReplySchema,
  listMeetingsReplySchema,
  parseTranscript,
} from '@portal/api-client';
import { MEETING_LIST_OVERVIEW_MAX } from '@portal/domain';
import { BACKENDS, type TestServer } from './test/harness';
import { sessionOf, useSignedInServer, type People, type Who } from './test/fixtures';

// The portal's light meetings list (POST /meetings/list) and one meeting when it is opened
// (POST /meetings/get), beside the product's getmeetings (meetings.http.test.ts).

const KEY = 'chave-de-teste-da-instalacao-0123456789';

const transcript = (who: string, line: string) =>
  JSON.stringify([
    { speaker: who, text: line, minutes: 0 },
    { speaker: 'Roberto', text: 'Combinado, seguimos assim.', minutes: 3.5 },
  ]);

const LONG_OVERVIEW =
  'Revisão completa do DRE: **margem** em queda, custos fixos acima da meta e caixa apertado. '.repeat(
    8,
  );

describe.each(BACKENDS)('meetings list and one meeting (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  /** Meetings of company A newest first, and the one meeting of company C. */
  const ids = { march: '', february: '', january: '', ofC: '' };

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), { ingestApiKey: KEY });

  const ingest = async (body: Record<string, unknown>) => {
    const r = await s.post('/meetings/ingest', { format: 'json', ...body }, { 'x-api-key': KEY });
    if (r.status !== 200) throw new Error(`ingest failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.meeting.id as string;
  };

  beforeAll(async () => {
    const A = people.businessA.id;
    ids.january = await ingest({
      businessId: A,
      title: 'Planejamento anual',
      date: '2026-01-10T13:00:00Z',
      overview: 'Metas do ano',
      transcript: transcript('Paula', 'Vamos às metas de 2026.'),
    });
    ids.march = await ingest({
      businessId: A,
      title: 'Revisão do DRE',
      date: '2026-03-05T13:00:00Z',
      overview: LONG_OVERVIEW,
      notes: '**Decisão**: cortar custos (14:05 - 14:20)',
      transcript: transcript('Paula', 'A margem caiu para 8%.'),
      tasks: [{ title: 'Rever custos fixos', task: 'Listar contratos' }],
    });
    ids.february = await ingest({
      businessId: A,
      title: 'Estoque',
      date: '2026-02-20T13:00:00Z',
      transcript: transcript('Ana', 'Peças paradas há 90 dias.'),
    });
    ids.ofC = await ingest({
      businessId: people.businessC.id,
      title: 'Reunião da Gama',
      date: '2026-02-01T13:00:00Z',
      overview: 'Assunto só da Gama',
      transcript: transcript('Gil', 'Segredo industrial.'),
    });
  });

  const list = (who: Who, business = people.businessA.id, extra: Record<string, unknown> = {}) =>
    s.post('/meetings/list', { ...sessionOf(tokens, who), business, ...extra });
  const getOne = (
    who: Who,
    meetingId: string,
    business = people.businessA.id,
    extra: Record<string, unknown> = {},
  ) => s.post('/meetings/get', { ...sessionOf(tokens, who), business, meetingId, ...extra });

  describe('POST /meetings/list', () => {
    it('gives title, date and overview of each meeting, newest first, and nothing else', async () => {
      const r = await list('user');
      expect(r.status).toBe(200);
      expect(listMeetingsReplySchema.safeParse(r.body).success).toBe(true);
      const [march, february, january] = r.body as Record<string, string>[];
      expect(r.body).toHaveLength(3);
      expect(january).toEqual({
        id: ids.january,
        title: 'Planejamento anual',
        date: '2026-01-10T13:00:00.000Z',
        overview: 'Metas do ano',
      });
      expect(february).toEqual({
        id: ids.february,
        title: 'Estoque',
        date: '2026-02-20T13:00:00.000Z',
        overview: '',
      });
      expect(Object.keys(march!).sort()).toEqual(['date', 'id', 'overview', 'title']);
      // No transcript, notes or added task travels with the list.
      const raw = JSON.stringify(r.body);
      for (const absent of ['A margem caiu', 'Decisão', 'Rever custos', 'transcript', 'notes'])
        expect(raw).not.toContain(absent);
    });

    it('cuts a long overview to the limit at a word, ending in …', async () => {
      const r = await list('user');
      const march = (r.body as { id: string; overview: string }[])[0]!;
      expect(march.id).toBe(ids.march);
      expect(march.overview.length).toBeLessThanOrEqual(MEETING_LIST_OVERVIEW_MAX);
      expect(march.overview.length).toBeGreaterThan(MEETING_LIST_OVERVIEW_MAX - 30);
      expect(march.overview.endsWith('…')).toBe(true);
      expect(LONG_OVERVIEW.startsWith(march.overview.slice(0, -1))).toBe(true);
      // The whole overview is still the meeting's when it is opened.
      expect((await getOne('user', ids.march)).body.overview).toBe(LONG_OVERVIEW);
    });

    it.each(['admin', 'council', 'business'] as const)(
      'gives %s the same list of company A',
      async (who) => {
        const r = await list(who);
        expect(r.status).toBe(200);
        expect((r.body as { id: string }[]).map((m) => m.id)).toEqual([
          ids.march,
          ids.february,
          ids.january,
        ]);
      },
    );

    it('refuses another company (403), a waiting user (403) and no token (401)', async () => {
      expect((await list('outsider')).status).toBe(403);
      expect((await list('user', people.businessC.id)).status).toBe(403);
      expect((await list('business', people.businessC.id)).status).toBe(403);
      expect((await list('council', people.businessC.id)).status).toBe(403);
      expect((await list('waiting')).status).toBe(403);
      const none = await list('none');
      expect(none.status).toBe(401);
      expect(none.body.error).toBe('Dados de autenticação ausentes');
    });

    it('gives an empty list for a company without meetings', async () => {
      const r = await list('council', people.businessB.id);
      expect(r.status).toBe(200);
      expect(r.body).toEqual([]);
    });

    it('refuses a field the action does not take', async () => {
      const r = await list('user', people.businessA.id, { limit: 10 });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Campo não permitido: limit');
    });
  });

  describe('POST /meetings/get', () => {
    it('gives the meeting whole, exactly as its getmeetings item', async () => {
      const r = await getOne('user', ids.march);
      expect(r.status).toBe(200);
      expect(getMeetingReplySchema.safeParse(r.body).success).toBe(true);
      expect(r.body).toMatchObject({
        id: ids.march,
        title: 'Revisão do DRE',
        date: '2026-03-05T13:00:00.000Z',
        notes: '**Decisão**: cortar custos (14:05 - 14:20)',
        tasks_added: [{ title: 'Rever custos fixos', task: 'Listar contratos' }],
      });
      expect(parseTranscript(r.body.transcript)).toEqual([
        { speaker: 'Paula', text: 'A margem caiu para 8%.', minutes: 0 },
        { speaker: 'Roberto', text: 'Combinado, seguimos assim.', minutes: 3.5 },
      ]);
      const all = await s.post('/getmeetings', {
        ...sessionOf(tokens, 'user'),
        business: people.businessA.id,
      });
      // The same item, and the 'Plano de ação' only an opened meeting has.
      for (const id of [ids.march, ids.february, ids.january]) {
        const item = (all.body as { id: string }[]).find((m) => m.id === id);
        const { action_plan: plan, ...whole } = (await getOne('business', id)).body;
        expect(whole).toEqual(item);
        expect(Array.isArray(plan)).toBe(true);
      }
      const march = (await getOne('business', ids.march)).body;
      expect(march.action_plan).toEqual([
        expect.objectContaining({ title: 'Rever custos fixos', status: 'Not started' }),
      ]);
    });

    it("answers 404 'Reunião não encontrada' for another company's meeting asked through one's own", async () => {
      // A user of company A names company A (theirs) and the meeting of company C.
      const r = await getOne('user', ids.ofC);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ status: 'error', error: 'Reunião não encontrada' });
      expect(JSON.stringify(r.body)).not.toContain('Segredo');
      // The user of company C, the other way round; and an admin naming the wrong company.
      expect((await getOne('outsider', ids.march, people.businessC.id)).status).toBe(404);
      expect((await getOne('admin', ids.ofC, people.businessB.id)).status).toBe(404);
      // An id no meeting has.
      const unknown = await getOne('user', '00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Reunião não encontrada');
    });

    it('refuses a company the caller may not see with 403, before looking at the meeting', async () => {
      // A user of company A asking for company C's meeting by naming company C.
      const r = await getOne('user', ids.ofC, people.businessC.id);
      expect(r.status).toBe(403);
      expect(JSON.stringify(r.body)).not.toContain('Segredo');
      expect((await getOne('business', ids.ofC, people.businessC.id)).status).toBe(403);
      expect((await getOne('waiting', ids.march)).status).toBe(403);
      expect((await getOne('outsider', ids.march)).status).toBe(403);
      expect((await getOne('none', ids.march)).status).toBe(401);
      // Whoever may see company C gets its meeting.
      expect((await getOne('admin', ids.ofC, people.businessC.id)).status).toBe(200);
      expect((await getOne('outsider', ids.ofC, people.businessC.id)).body.title).toBe(
        'Reunião da Gama',
      );
    });

    it('refuses an id that is no uuid, a missing id and an extra field with 400', async () => {
      const bad = await getOne('user', 'reuniao-1');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/Identificador inválido/);
      const missing = await s.post('/meetings/get', {
        ...sessionOf(tokens, 'user'),
        business: people.businessA.id,
      });
      expect(missing.status).toBe(400);
      const extra = await getOne('user', ids.march, people.businessA.id, { full: true });
      expect(extra.status).toBe(400);
      expect(extra.body.error).toBe('Campo não permitido: full');
    });
  });
});
