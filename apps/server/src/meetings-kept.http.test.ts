import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import {
  expectKeptThroughUnannouncedChange,
  useSignedInServer,
  type People,
  type Who,
} from './test/fixtures';

// A company's meetings as getmeetings answers them are kept by the server (app.ts), and must
// never outlive a change to a meeting, its transcript or its added tasks, whoever makes it. Their
// lifetime is ten minutes here: only the database's announcement (migration 0009) can explain a
// change seen by the very next read.
const LONG_TTL_MS = 10 * 60_000;
const KEY = 'chave-de-ingestao-kept-0123456789';

type Meeting = {
  title: string;
  notes: string;
  transcript: string;
  tasks_added: { title: string }[];
};

describe.each(BACKENDS)('meetings kept by the server (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  let meetingId: string;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), {
    meetingCacheTtlMs: LONG_TTL_MS,
    ingestApiKey: KEY,
  });
  beforeAll(async () => {
    const [meeting] = await s.handle.db
      .insert(schema.meetings)
      .values({
        businessId: people.businessA.id,
        title: 'Revisão do DRE',
        date: new Date('2026-10-05T17:00:00Z'),
        notes: 'Margem em queda',
      })
      .returning({ id: schema.meetings.id });
    meetingId = meeting!.id;
  });

  const meetings = async () => {
    const r = await s.post('/getmeetings', {
      jwt: tokens.get('user'),
      authType: 'user',
      business: people.businessA.id,
    });
    expect(r.status).toBe(200);
    return r.body as Meeting[];
  };
  const titles = async () => (await meetings()).map((m) => m.title);
  const retitle = (title: string) =>
    s.handle.db.update(schema.meetings).set({ title }).where(eq(schema.meetings.id, meetingId));

  it('shows a change to a meeting, its transcript or its added tasks on the very next read', async () => {
    expect(await titles()).toEqual(['Revisão do DRE']);
    expect(await titles()).toEqual(['Revisão do DRE']);
    await retitle('Revisão do DRE de outubro');
    expect(await titles()).toEqual(['Revisão do DRE de outubro']);

    await s.handle.db.insert(schema.meetingTranscriptEntries).values({
      meetingId,
      position: 0,
      speaker: 'Paula',
      text: 'Começando pela margem.',
      minutes: 0,
    });
    const [withEntry] = await meetings();
    expect(JSON.parse(withEntry!.transcript)).toEqual([
      expect.objectContaining({ speaker: 'Paula', text: 'Começando pela margem.' }),
    ]);

    await s.handle.db
      .insert(schema.meetingAddedTasks)
      .values({ meetingId, position: 0, title: 'Renegociar fornecedor' });
    const [withTask] = await meetings();
    expect(withTask!.tasks_added.map((t) => t.title)).toEqual(['Renegociar fornecedor']);

    await s.handle.db
      .delete(schema.meetingTranscriptEntries)
      .where(eq(schema.meetingTranscriptEntries.meetingId, meetingId));
    const [withoutEntry] = await meetings();
    expect(JSON.parse(withoutEntry!.transcript)).toEqual([]);
  });

  it('shows a meeting ingested through the API on the very next read', async () => {
    await meetings();
    const ingested = await s.post(
      '/meetings/ingest',
      {
        businessId: people.businessA.id,
        title: 'Plano de estoque',
        date: '2026-10-12T14:00:00-03:00',
        transcript: JSON.stringify([{ speaker: 'Roberto', text: 'Peças paradas.', minutes: 1 }]),
      },
      { 'x-api-key': KEY },
    );
    expect(ingested.status).toBe(200);
    expect(await titles()).toContain('Plano de estoque');
  });

  // What keeping means, seen from outside: with the announcement switched off, the server goes on
  // answering what it read, on either database.
  it('keeps the meetings it has read', () =>
    expectKeptThroughUnannouncedChange(
      s.handle.db,
      { table: 'meetings', trigger: 'meetings_meetings_changed' },
      {
        read: titles,
        change: () => retitle('Mudada sem aviso'),
        restore: () => retitle('Revisão do DRE'),
        restored: 'Revisão do DRE',
      },
    ));
});
