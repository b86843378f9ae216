import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { searchReplySchema, type Highlighted, type SearchReply } from '@portal/api-client';
import {
  FORBIDDEN_BUSINESS,
  SEARCH_QUERY_TOO_LONG,
  SEARCH_QUERY_TOO_SHORT,
  SEARCH_RESULTS_PER_KIND,
} from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { EVERYONE, sessionOf, useSignedInServer, type People, type Who } from './test/fixtures';

// The portal's search (POST /search for the current company, POST /search/all across the
// companies an admin or council member oversees): what it finds, how it marks it, who sees what.

const hitText = (parts: Highlighted) => parts.map((p) => p.text).join('');
const marks = (parts: Highlighted) => parts.filter((p) => p.hit).map((p) => p.text);

describe.each(BACKENDS)('search (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  const ids = { meeting: '', meetingOfB: '', meetingOfC: '', task: '', folder: '', file: '' };

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  beforeAll(async () => {
    const db = s.handle.db;
    const A = people.businessA.id;
    await db
      .update(schema.businesses)
      .set({ knowledgeBase: 'Loja de utilidades domésticas com atendimento personalizado.' })
      .where(eq(schema.businesses.id, A));
    const meeting = (businessId: string, title: string, overview: string, date: string) => ({
      id: crypto.randomUUID(),
      businessId,
      title,
      overview,
      notes: '**Decisão**: rever a tabela de preços em março.',
      date: new Date(date),
    });
    const ofA = meeting(
      A,
      'Precificação dos pães',
      'Revisão dos custos da farinha e das margens de cada linha de produtos.',
      '2026-03-05T13:00:00Z',
    );
    const olderOfA = meeting(A, 'Reunião de abertura', 'Apresentações.', '2026-01-05T13:00:00Z');
    const ofB = meeting(
      people.businessB.id,
      'Precificação de serviços',
      'Tabela nova.',
      '2026-03-01T13:00:00Z',
    );
    const ofC = meeting(
      people.businessC.id,
      'Precificação industrial',
      'Custos fixos.',
      '2026-03-02T13:00:00Z',
    );
    const ofWaiting = meeting(
      people.waitingBusiness.id,
      'Precificação pendente',
      'Ainda não aprovada.',
      '2026-03-03T13:00:00Z',
    );
    await db.insert(schema.meetings).values([ofA, olderOfA, ofB, ofC, ofWaiting]);
    ids.meeting = ofA.id;
    ids.meetingOfB = ofB.id;
    ids.meetingOfC = ofC.id;
    await db.insert(schema.meetingTranscriptEntries).values([
      { meetingId: ofA.id, position: 0, speaker: 'Paula', text: 'Bom dia a todos.', minutes: 0 },
      {
        meetingId: ofA.id,
        position: 1,
        speaker: 'Roberto',
        text: 'O fornecedor de farinha reajustou o preço em doze por cento.',
        minutes: 1.5,
      },
      {
        meetingId: ofA.id,
        position: 2,
        speaker: 'Paula',
        text: 'Então precisamos renegociar os contratos ainda este mês.',
        minutes: 3.25,
      },
      ...Array.from({ length: SEARCH_RESULTS_PER_KIND + 2 }, (_, i) => ({
        meetingId: olderOfA.id,
        position: i,
        speaker: 'Ana',
        text: `Item ${i + 1} da pauta: orçamento da reforma.`,
        minutes: i,
      })),
    ]);
    const [task] = await db
      .insert(schema.tasks)
      .values({
        businessId: A,
        title: 'Renegociar contrato com o moinho',
        description: 'Pedir desconto por volume na farinha de trigo.',
      })
      .returning({ id: schema.tasks.id });
    ids.task = task!.id;
    await db.insert(schema.tasks).values({
      businessId: people.businessB.id,
      title: 'Renegociar contrato do aluguel',
    });
    const [folder] = await db
      .insert(schema.documents)
      .values({ businessId: A, type: 'folder', name: 'Jurídico' })
      .returning({ id: schema.documents.id });
    ids.folder = folder!.id;
    const [file] = await db
      .insert(schema.documents)
      .values({
        businessId: A,
        type: 'driveFile',
        name: 'Contrato social consolidado',
        parentId: folder!.id,
        driveUrl: 'https://docs.google.com/document/d/abc/edit',
      })
      .returning({ id: schema.documents.id });
    ids.file = file!.id;
  });

  const searchIn = async (who: Who, business: string, query: string) =>
    s.post('/search', { ...sessionOf(tokens, who), business, query });
  const searchAll = async (who: Who, query: string) =>
    s.post('/search/all', { ...sessionOf(tokens, who), query });
  const found = async (query: string, who: Who = 'user'): Promise<SearchReply> => {
    const r = await searchIn(who, people.businessA.id, query);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return searchReplySchema.parse(r.body);
  };
  const group = (reply: SearchReply, kind: string) =>
    reply.groups.find((g) => g.kind === kind)?.hits ?? [];

  describe('what it finds', () => {
    it('finds a meeting whatever the accents and case, and marks the word in its title', async () => {
      const reply = await found('PRECIFICACAO');
      const [hit] = group(reply, 'meeting');
      expect(hit).toMatchObject({ kind: 'meeting', meetingId: ids.meeting });
      expect(marks(hit!.title)).toEqual(['Precificação']);
      expect(reply.query).toBe('PRECIFICACAO');
    });

    it('finds words by their Portuguese stem ("contratos" finds "contrato")', async () => {
      const reply = await found('contratos');
      expect(group(reply, 'task').map((h) => h.kind === 'task' && h.taskId)).toEqual([ids.task]);
      expect(marks(group(reply, 'task')[0]!.title)).toEqual(['contrato']);
      const doc = group(reply, 'document')[0];
      expect(doc).toMatchObject({
        documentId: ids.file,
        documentType: 'driveFile',
        folder: { id: ids.folder, name: 'Jurídico' },
      });
      // And the transcript line that says "contratos".
      expect(group(reply, 'transcript')).toMatchObject([
        { meetingId: ids.meeting, line: 2, speaker: 'Paula', minutes: 3.25 },
      ]);
    });

    it('finds a part of a word ("cificac" in "Precificação") and marks it', async () => {
      const reply = await found('cificac');
      const [hit] = group(reply, 'meeting');
      expect(hit).toMatchObject({ meetingId: ids.meeting });
      expect(marks(hit!.title)).toEqual(['cificaç']);
    });

    it('finds the start of a word ("farin") in transcript lines, tasks and the overview', async () => {
      const reply = await found('farin');
      const line = group(reply, 'transcript')[0]!;
      expect(line).toMatchObject({ kind: 'transcript', meetingId: ids.meeting, line: 1 });
      expect(marks(line.snippet)).toEqual(['farinha']);
      expect(hitText(line.title)).toBe('Precificação dos pães');
      expect(marks(group(reply, 'meeting')[0]!.snippet)).toEqual(['farinha']);
      expect(group(reply, 'task')).toHaveLength(1);
    });

    it('needs every word in the same text, in any order', async () => {
      expect(group(await found('doze fornecedor'), 'transcript')).toHaveLength(1);
      expect(group(await found('doze contratos'), 'transcript')).toHaveLength(0);
    });

    it("finds a folder by its name and the company's own information", async () => {
      const folders = group(await found('juridico'), 'document');
      expect(folders).toMatchObject([
        {
          documentId: ids.folder,
          documentType: 'folder',
          folder: { id: ids.folder, name: 'Jurídico' },
        },
      ]);
      const company = group(await found('utilidades domesticas'), 'company');
      expect(company).toMatchObject([{ kind: 'company', businessId: people.businessA.id }]);
      expect(marks(company[0]!.snippet)).toEqual(['utilidades', 'domésticas']);
    });

    it(`answers at most ${SEARCH_RESULTS_PER_KIND} of a kind and says there are more`, async () => {
      const reply = await found('orcamento reforma');
      const lines = reply.groups.find((g) => g.kind === 'transcript')!;
      expect(lines.hits).toHaveLength(SEARCH_RESULTS_PER_KIND);
      expect(lines.more).toBe(true);
      expect(reply.groups.find((g) => g.kind === 'meeting')).toBeUndefined();
    });

    it('answers no groups when nothing matches', async () => {
      expect((await found('xilofone')).groups).toEqual([]);
    });

    it('cuts a long text to a snippet around the word, marked', async () => {
      const long = `${'Contexto da loja e do bairro. '.repeat(20)}Falamos de inadimplência no fim.`;
      await s.handle.db
        .update(schema.meetings)
        .set({ notes: long })
        .where(eq(schema.meetings.id, ids.meeting));
      const [hit] = group(await found('inadimplencia'), 'meeting');
      const text = hitText(hit!.snippet);
      expect(text.length).toBeLessThanOrEqual(182);
      expect(text.startsWith('…')).toBe(true);
      expect(marks(hit!.snippet)).toEqual(['inadimplência']);
    });

    it('never passes typed operators on: quotes, & | ! : * % and _ are only separators', async () => {
      for (const query of ["pães' & | !", 'farin:*', '%farin_', '(farinha)']) {
        const r = await searchIn('user', people.businessA.id, query);
        expect(r.status, query).toBe(200);
      }
      expect(group(await found('%_%_ farin'), 'transcript')).toHaveLength(1);
    });
  });

  describe('who sees what', () => {
    const meetingIds = (reply: SearchReply) =>
      group(reply, 'meeting').map((h) => (h.kind === 'meeting' ? h.meetingId : ''));

    it.each(EVERYONE)('the current company A as %s', async (who) => {
      const r = await searchIn(who, people.businessA.id, 'precificação');
      const readers: Who[] = ['admin', 'council', 'user', 'business'];
      expect(r.status).toBe(who === 'none' ? 401 : readers.includes(who) ? 200 : 403);
      if (r.status === 200) expect(meetingIds(r.body)).toEqual([ids.meeting]);
      if (r.status === 403) expect(r.body.error).toBe(FORBIDDEN_BUSINESS);
    });

    it('another company: refused to its outsiders, shown to admin and linked council only', async () => {
      expect((await searchIn('user', people.businessB.id, 'precificação')).status).toBe(403);
      expect((await searchIn('business', people.businessB.id, 'precificação')).status).toBe(403);
      // Council is linked to A and B, not C (spy mode sends the viewed company's id).
      const spyB = await searchIn('council', people.businessB.id, 'precificação');
      expect(meetingIds(spyB.body)).toEqual([ids.meetingOfB]);
      expect((await searchIn('council', people.businessC.id, 'precificação')).status).toBe(403);
      const spyC = await searchIn('admin', people.businessC.id, 'precificação');
      expect(meetingIds(spyC.body)).toEqual([ids.meetingOfC]);
    });

    it.each(EVERYONE)('across companies as %s: admin and council only', async (who) => {
      const r = await searchAll(who, 'precificação');
      expect(r.status).toBe(
        who === 'none' ? 401 : who === 'admin' || who === 'council' ? 200 : 403,
      );
    });

    it('across companies: the admin every active company, the council its linked ones', async () => {
      const admin = searchReplySchema.parse((await searchAll('admin', 'precificação')).body);
      expect(new Set(meetingIds(admin))).toEqual(
        new Set([ids.meeting, ids.meetingOfB, ids.meetingOfC]),
      );
      const council = searchReplySchema.parse((await searchAll('council', 'precificação')).body);
      expect(new Set(meetingIds(council))).toEqual(new Set([ids.meeting, ids.meetingOfB]));
      expect(
        group(council, 'meeting')
          .map((h) => h.businessName)
          .sort(),
      ).toEqual([people.businessA.name, people.businessB.name]);
      // Tasks too: both companies' "contrato" tasks for the council, never C's or the waiting one's.
      expect(group((await searchAll('council', 'renegociar')).body, 'task')).toHaveLength(2);
    });
  });

  describe('bad input', () => {
    it.each([
      ['', SEARCH_QUERY_TOO_SHORT],
      ['a', SEARCH_QUERY_TOO_SHORT],
      ['?!', SEARCH_QUERY_TOO_SHORT],
      ['   ', SEARCH_QUERY_TOO_SHORT],
      ['x'.repeat(101), SEARCH_QUERY_TOO_LONG],
    ])('refuses the query %j with its pt-BR text', async (query, message) => {
      const r = await searchIn('user', people.businessA.id, query);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(message);
      expect((await searchAll('admin', query)).body.error).toBe(message);
    });

    it('refuses a query that is no text, a NUL, a missing query, extra fields, a bad company id', async () => {
      const base = { ...sessionOf(tokens, 'user'), business: people.businessA.id };
      for (const body of [
        { ...base, query: 42 },
        { ...base, query: ['farinha'] },
        { ...base, query: 'far\u0000inha' },
        { ...base },
        { ...base, query: 'farinha', extra: true },
      ]) {
        const r = await s.post('/search', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(typeof r.body.error).toBe('string');
      }
      const notUuid = await s.post('/search', { ...base, business: 'nao-e-id', query: 'farinha' });
      expect(notUuid.status).toBe(403);
    });
  });
});
