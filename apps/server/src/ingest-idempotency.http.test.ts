import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { INGEST_IDEMPOTENCY_MESSAGES, MAX_BOARD_TASKS } from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, type People, type SignedIn } from './test/fixtures';

const KEY = 'chave-de-teste-da-instalacao-0123456789';

const VTT = `WEBVTT

00:00:05.000 --> 00:00:09.000
<v Mentora Paula>Bom dia! Vamos ao DRE de outubro.
`;

// A recorder that did not hear the answer sends the meeting again: with the same Idempotency-Key
// it gets the first answer and the company gets one meeting and one set of tasks.
describe.each(BACKENDS)('ingestion retries with Idempotency-Key (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<SignedIn, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), { ingestApiKey: KEY });

  const withKey = (key?: string) => ({ 'x-api-key': KEY, ...(key && { 'Idempotency-Key': key }) });
  const meeting = (over: Record<string, unknown> = {}) => ({
    businessId: people.businessA.id,
    title: 'Reunião mensal',
    date: '2026-10-05T14:00:00-03:00',
    transcript: VTT,
    tasks: [{ title: 'Rever custos', task: 'Cortar 5% das despesas' }],
    ...over,
  });
  const ingest = (body: Record<string, unknown>, headers: Record<string, string>) =>
    s.post('/meetings/ingest', body, headers);
  const db = () => s.handle.db;
  const meetingsOf = async (businessId: string) => {
    const [m] = await db()
      .select({ n: count() })
      .from(schema.meetings)
      .where(eq(schema.meetings.businessId, businessId));
    const [t] = await db()
      .select({ n: count() })
      .from(schema.tasks)
      .where(eq(schema.tasks.businessId, businessId));
    return { meetings: m!.n, tasks: t!.n };
  };
  const freshCompany = async (name: string) => {
    const id = crypto.randomUUID();
    await db().insert(schema.businesses).values({ id, name });
    return id;
  };

  it('the same meeting sent twice with one key: the first answer twice, one meeting, one task', async () => {
    const businessId = await freshCompany('Gravador que repete');
    const first = await ingest(meeting({ businessId }), withKey('gravacao-0001'));
    expect(first.status).toBe(200);
    const again = await ingest(meeting({ businessId }), withKey('gravacao-0001'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await meetingsOf(businessId)).toEqual({ meetings: 1, tasks: 1 });
    // Without a key every call is a new meeting, as before.
    await ingest(meeting({ businessId }), withKey());
    expect(await meetingsOf(businessId)).toEqual({ meetings: 2, tasks: 2 });
  });

  it('retries sent at once give one meeting, every one answered with it', async () => {
    const businessId = await freshCompany('Gravador apressado');
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => ingest(meeting({ businessId }), withKey('ao-mesmo-tempo'))),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.meeting.id)).size).toBe(1);
    expect(await meetingsOf(businessId)).toEqual({ meetings: 1, tasks: 1 });
  });

  it('the key with another body is a 409 in pt-BR, and nothing is written', async () => {
    const businessId = await freshCompany('Chave reaproveitada');
    expect((await ingest(meeting({ businessId }), withKey('reuso'))).status).toBe(200);
    const other = await ingest(meeting({ businessId, title: 'Outra reunião' }), withKey('reuso'));
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(INGEST_IDEMPOTENCY_MESSAGES.reusedKey);
    expect(await meetingsOf(businessId)).toEqual({ meetings: 1, tasks: 1 });
  });

  it('a key is per company and per caller: the same key elsewhere is a new meeting', async () => {
    const one = await freshCompany('Empresa um');
    const two = await freshCompany('Empresa dois');
    const a = await ingest(meeting({ businessId: one }), withKey('k-1'));
    const b = await ingest(meeting({ businessId: two }), withKey('k-1'));
    const byAdmin = await ingest(meeting({ businessId: one }), {
      authorization: `Bearer ${tokens.get('admin')!}`,
      'Idempotency-Key': 'k-1',
    });
    expect([a.status, b.status, byAdmin.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.meeting.id, b.body.meeting.id, byAdmin.body.meeting.id]).size).toBe(3);
    expect(await meetingsOf(one)).toEqual({ meetings: 2, tasks: 2 });
  });

  it('a refused ingestion keeps no key: the retry once the cause is gone creates the meeting', async () => {
    const businessId = await freshCompany('Quadro cheio');
    await db()
      .insert(schema.tasks)
      .values(
        Array.from({ length: MAX_BOARD_TASKS }, (_, i) => ({
          businessId,
          title: `Tarefa ${i}`,
          position: i,
        })),
      );
    expect((await ingest(meeting({ businessId }), withKey('depois-da-falha'))).status).toBe(400);
    await db().delete(schema.tasks).where(eq(schema.tasks.businessId, businessId));
    const retry = await ingest(meeting({ businessId }), withKey('depois-da-falha'));
    expect(retry.status).toBe(200);
    expect(await meetingsOf(businessId)).toEqual({ meetings: 1, tasks: 1 });
  });

  it('refuses a malformed key with 400 in pt-BR', async () => {
    for (const key of ['com espaço', 'x'.repeat(256), 'acentuação']) {
      const r = await ingest(meeting(), withKey(key));
      expect(r.status, key).toBe(400);
      expect(r.body.error).toBe(INGEST_IDEMPOTENCY_MESSAGES.badKey);
    }
  });
});
