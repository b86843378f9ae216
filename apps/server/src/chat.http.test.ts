import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  CHAT_CONVERSATION_MAX_MESSAGES,
  CHAT_CONVERSATION_NOT_FOUND,
  CHAT_MESSAGE_REQUIRED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_RATE_LIMITED,
  FORBIDDEN_ACTION,
  formatBRL,
  formatMonthYear,
} from '@portal/domain';
import { readOnly, schema } from './db';
import { hashPassword } from './auth/password';
import { BACKENDS, type TestServer } from './test/harness';
import { PASSWORD, useSignedInServer, type People, type Who } from './test/fixtures';
import { createRowDump, rowChanges } from './test/row-dump';
import { createToolRunner } from './services/chat/tools';

// The chat's server: conversations kept per admin, the limits, the read-only toolset.
// The answers themselves are measured by the question bank in chat-bank.http.test.ts, and
// the configurable engine against a fake OpenAI-compatible server in chat-openai.http.test.ts.

describe.each(BACKENDS)('AI chat (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  let otherAdmin: string;

  useSignedInServer(
    backend,
    (started) => ({ s, people, tokens } = started),
    // Room for the suite's questions; the default window has its own test below.
    { chatRate: { max: 1_000, windowMs: 1_000 } },
  );

  const ask = (message: unknown, extra: Record<string, unknown> = {}, token?: string) =>
    s.post('/chat', { jwt: token ?? tokens.get('admin'), message, ...extra });
  const history = (extra: Record<string, unknown> = {}, token?: string) =>
    s.post('/chat/history', { jwt: token ?? tokens.get('admin'), ...extra });
  const newConversation = (token?: string) =>
    s.post('/chat/new', { jwt: token ?? tokens.get('admin') });

  /** Another admin, signed in: their token. */
  const newAdmin = async (): Promise<string> => {
    const email = `admin-${randomUUID().slice(0, 8)}@fixture.com.br`;
    await s.handle.db.insert(schema.users).values({
      name: 'Outra Admin',
      email,
      passwordHash: await hashPassword(PASSWORD),
      role: 'admin',
    });
    const r = await s.post('/login', { authType: 'user', key: email, password: PASSWORD });
    return r.body.jwt_token as string;
  };
  const signInOtherAdmin = async () => (otherAdmin ||= await newAdmin());

  it('answers a question in markdown and keeps it in a new conversation of the admin', async () => {
    const r = await ask('  Quantas empresas existem?  ');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.output).toContain('**3 empresas ativas**');
    expect(r.body.output).toContain(`[Alfa Comércio](/admin/view/${people.businessA.id}/info)`);
    const { conversationId } = r.body;
    const kept = await history({ conversationId });
    expect(kept.status).toBe(200);
    expect(kept.body.conversationId).toBe(conversationId);
    expect(kept.body.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'ai']);
    // The question as sent, trimmed; the answer as answered; times from the server.
    expect(kept.body.messages[0].content).toBe('Quantas empresas existem?');
    expect(kept.body.messages[1].content).toBe(r.body.output);
    expect(Date.parse(kept.body.messages[0].timestamp)).not.toBeNaN();
  });

  it('continues the conversation named, and history answers the newest one by default', async () => {
    const first = await ask('Quais empresas estão com o DRE pendente?');
    const id = first.body.conversationId as string;
    const second = await ask('Quem são os conselheiros?', { conversationId: id });
    expect(second.status).toBe(200);
    expect(second.body.conversationId).toBe(id);
    expect(second.body.output).toContain('conselho@fixture.com.br');
    const newest = await history();
    expect(newest.body.conversationId).toBe(id);
    expect(newest.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Quais empresas estão com o DRE pendente?',
      first.body.output,
      'Quem são os conselheiros?',
      second.body.output,
    ]);
  });

  it("never shows one admin's conversation to another (404, nothing written)", async () => {
    const mine = await ask('Quantas empresas existem?');
    const other = await signInOtherAdmin();
    const dump = await createRowDump(s.handle.db, []);
    const before = await dump();
    const asked = await ask(
      'Quais tarefas estão atrasadas?',
      { conversationId: mine.body.conversationId },
      other,
    );
    expect(asked.status).toBe(404);
    expect(asked.body.error).toBe(CHAT_CONVERSATION_NOT_FOUND);
    const read = await history({ conversationId: mine.body.conversationId }, other);
    expect(read.status).toBe(404);
    expect(read.body.error).toBe(CHAT_CONVERSATION_NOT_FOUND);
    expect(rowChanges(before, await dump())).toEqual({});
    // An id that names nothing is told the same.
    expect((await history({ conversationId: randomUUID() })).status).toBe(404);
  });

  it("'Nova conversa' starts an empty conversation that becomes the newest; twice is one", async () => {
    const admin = await signInOtherAdmin();
    await ask('Quantas empresas existem?', {}, admin);
    const started = await newConversation(admin);
    expect(started.status).toBe(200);
    const again = await newConversation(admin);
    expect(again.body.conversationId).toBe(started.body.conversationId);
    const newest = await history({}, admin);
    expect(newest.body).toEqual({ conversationId: started.body.conversationId, messages: [] });
    const next = await ask(
      'Quem são os conselheiros?',
      { conversationId: started.body.conversationId },
      admin,
    );
    expect(next.status).toBe(200);
    expect((await history({}, admin)).body.messages).toHaveLength(2);
  });

  it('an admin without any conversation gets none', async () => {
    const r = await history({}, await newAdmin());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ conversationId: null, messages: [] });
  });

  it(`keeps at most ${CHAT_CONVERSATION_MAX_MESSAGES} messages, dropping the oldest`, async () => {
    const first = await ask('Quantas empresas existem?');
    const id = first.body.conversationId as string;
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    await s.handle.db.insert(schema.chatMessages).values(
      Array.from({ length: CHAT_CONVERSATION_MAX_MESSAGES - 1 }, (_, k) => ({
        conversationId: id,
        position: k + 2,
        type: k % 2 === 0 ? ('user' as const) : ('ai' as const),
        content: `mensagem ${k + 2}`,
        createdAt: new Date(start + k * 1000),
      })),
    );
    const r = await ask('Quem são os conselheiros?', { conversationId: id });
    expect(r.status).toBe(200);
    const kept = (await history({ conversationId: id })).body.messages as { content: string }[];
    expect(kept).toHaveLength(CHAT_CONVERSATION_MAX_MESSAGES);
    // The first question, its answer and message 2 went; the newest two are the last.
    expect(kept[0]!.content).toBe('mensagem 3');
    expect(kept.at(-2)!.content).toBe('Quem são os conselheiros?');
  });

  it('refuses an empty or a 20,000-character question with a clear 400, keeping nothing', async () => {
    const dump = await createRowDump(s.handle.db, []);
    const before = await dump();
    for (const message of ['', '   \n  ']) {
      const r = await ask(message);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(CHAT_MESSAGE_REQUIRED);
    }
    const long = await ask('a'.repeat(20_000));
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(CHAT_MESSAGE_TOO_LONG);
    expect(rowChanges(before, await dump())).toEqual({});
  });

  it('answers admins only (403 with nothing written for council and the rest)', async () => {
    for (const who of ['council', 'user', 'business'] as const) {
      for (const path of ['/chat', '/chat/history', '/chat/new']) {
        const r = await s.post(path, {
          jwt: tokens.get(who),
          message: 'Quantas empresas existem?',
        });
        expect(r.status, `${who} ${path}`).toBe(403);
        expect(r.body.error).toBe(FORBIDDEN_ACTION);
      }
    }
  });

  it('reads a follow-up with the conversation: "e em setembro?" keeps the company and the figure', async () => {
    const report = (month: string, gross: number) => ({
      businessId: people.businessA.id,
      month: `${month}-01`,
      grossRevenue: gross,
      netRevenue: gross * 0.9,
      expenses: 1_000,
      cogs: 2_000,
      netProfit: gross * 0.9 - 3_000,
      netMargin: 0.5,
    });
    await s.handle.db
      .insert(schema.monthlyReports)
      .values([report('2025-09', 12_345.67), report('2025-10', 23_456.78)]);
    const first = await ask('Quanto a Alfa Comércio faturou em outubro de 2025?');
    expect(first.body.output).toContain(formatBRL(23_456.78));
    const next = await ask('E em setembro de 2025?', { conversationId: first.body.conversationId });
    expect(next.body.output).toContain(formatBRL(12_345.67));
    expect(next.body.output).toContain('Alfa Comércio');
    // Without the conversation the same words are not understood.
    expect((await ask('E em setembro de 2025?')).body.output).not.toContain(formatBRL(12_345.67));
  });

  it('says who sent the DRE of a month asked, not who sent one this month', async () => {
    await s.handle.db.insert(schema.monthlyReports).values({
      businessId: people.businessA.id,
      month: '2025-08-01',
      grossRevenue: 10_000,
      netRevenue: 9_000,
      expenses: 1_000,
      cogs: 2_000,
      netProfit: 6_000,
      netMargin: 0.6,
    });
    const r = await ask('Quem mandou o DRE de agosto de 2025?');
    expect(r.status).toBe(200);
    const lines = r.body.output.split('\n') as string[];
    expect(lines[0]).toContain('ago/2025');
    expect(lines[2]).toContain(`enviaram o DRE de ${formatMonthYear('2025-08')}`);
    const rowOf = (name: string) => lines.find((l) => l.startsWith('|') && l.includes(name)) ?? '';
    expect(rowOf(people.businessA.name)).toContain('| Enviado |');
    expect(rowOf(people.businessB.name)).toContain('| Pendente |');
  });

  it('says clearly that a company named does not exist, instead of guessing', async () => {
    const r = await ask('Quanto faturou a Padaria Estrela em outubro?');
    expect(r.status).toBe(200);
    expect(r.body.output).toContain('Não encontrei nenhuma empresa chamada **Padaria Estrela**');
    expect(r.body.output).not.toMatch(/R\$/);
  });

  it('says so when it does not understand, and offers three questions it can answer', async () => {
    const r = await ask('Qual a cor do céu?');
    expect(r.body.output.split('\n', 1)[0]).toBe('_Entendi: não entendi a pergunta_');
    const offered = [...r.body.output.matchAll(/\]\(\?pergunta=([^)]+)\)/g)].map((m) =>
      decodeURIComponent(m[1]!),
    );
    expect(offered).toHaveLength(3);
    // Each is a question it answers: pressing it gets a reading, not the same apology.
    for (const question of offered) {
      const answer = (await ask(question)).body.output as string;
      expect(answer.split('\n', 1)[0], question).not.toContain('não entendi');
    }
  });

  it('the tools run in a READ ONLY transaction: a write inside one fails, nothing changes', async () => {
    const before = await s.handle.db.select().from(schema.businesses);
    await expect(
      readOnly(s.handle.db, (tx) => tx.update(schema.businesses).set({ name: 'Tomada' })),
    ).rejects.toThrow();
    await expect(
      readOnly(s.handle.db, (tx) =>
        tx.insert(schema.chatConversations).values({ userId: people.admin.id }),
      ),
    ).rejects.toThrow();
    expect(await s.handle.db.select().from(schema.businesses)).toEqual(before);
    // And the toolset answers through them.
    const tools = createToolRunner(s.handle.db, () => new Date());
    const { companies } = await tools.call('search_companies', { query: 'alfa comercio' });
    expect(companies.map((c) => c.name)).toEqual(['Alfa Comércio']);
  });
});

// PGlite has one connection: nothing commits while a transaction is open, so only PostgreSQL can
// show a change landing between two reads of one answer.
describe.each(BACKENDS.filter((backend) => backend === 'postgres'))(
  'the built-in assistant reads one moment of the data (%s)',
  (backend) => {
    let s: TestServer;
    useSignedInServer(backend, (started) => ({ s } = started));

    it('a rename committed between two calls of one snapshot is not seen by the second', async () => {
      const tools = createToolRunner(s.handle.db, () => new Date());
      const names = (r: { companies: { name: string }[] }) => r.companies.map((c) => c.name);
      const [first, second] = await tools.snapshot(async (inside) => {
        const before = await inside.call('search_companies', { query: 'alfa' });
        // Another connection of the pool, committed at once.
        await s.handle.db
          .update(schema.businesses)
          .set({ name: 'Alfa Renomeada' })
          .where(eq(schema.businesses.name, 'Alfa Comércio'));
        return [before, await inside.call('search_companies', { query: 'alfa' })];
      });
      expect(names(first)).toEqual(['Alfa Comércio']);
      expect(names(second)).toEqual(['Alfa Comércio']);
      // The next answer reads the rename.
      expect(names(await tools.call('search_companies', { query: 'alfa' }))).toEqual([
        'Alfa Renomeada',
      ]);
    });
  },
);

describe.each(BACKENDS)('AI chat rate limit (%s)', (backend) => {
  let s: TestServer;
  let tokens: Map<Who, string>;
  useSignedInServer(backend, (started) => ({ s, tokens } = started));

  it('ten questions in a second from one admin: 429 with its text, the refused ones not kept', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.post('/chat', { jwt: tokens.get('admin'), message: 'Quantas empresas existem?' }),
      ),
    );
    const refused = replies.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    for (const r of refused) expect(r.body.error).toBe(CHAT_RATE_LIMITED);
    const kept = await s.handle.db.select().from(schema.chatMessages);
    expect(kept).toHaveLength(2 * replies.filter((r) => r.status === 200).length);
  });
});
