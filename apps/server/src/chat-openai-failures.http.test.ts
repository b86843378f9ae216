import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BAD_JSON,
  CHAT_APOLOGY,
  CHAT_TOOL_ARGUMENTS_NOT_JSON,
  CHAT_TOOL_COMPANY_NOT_ACTIVE,
  CHAT_TOOL_DOCUMENTS_FILTER,
  CHAT_TOOL_FIELD,
  CHAT_TOOL_MONTH_INVALID,
  FINANCE_RANGE_END_BEFORE_START,
  chatToolBadArguments,
  chatToolUnknown,
} from '@portal/domain';
import { BACKENDS } from './test/harness';
import { createRowDump, rowChanges, type RowDump } from './test/row-dump';
import { answer, callTools, emptyAnswer, raw } from './test/fake-openai';
import { OPENAI_TEST_KEY as KEY, startOpenAiChat, type OpenAiChat } from './test/openai-chat';
import { CHAT_TOOLS } from './services/chat/tools';

// What the OpenAI-compatible engine does when the provider or the model misbehaves: a reply that
// is not JSON or not a chat.completion is the provider's failure (502 and docs/product.md's
// apology, never the admin's "bad JSON"), an empty answer is kept as the apology, and a tool
// called wrongly or invented is told to the model in pt-BR so the answer goes on.

const TOOL_NAMES = Object.keys(CHAT_TOOLS);
/** Words of zod's and JavaScript's English refusals, which a model would repeat to the admin. */
const ENGLISH = /invalid|expected|received|required|too (small|big)|must|unexpected/i;

describe.each(BACKENDS)('the OpenAI-compatible engine when things go wrong (%s)', (backend) => {
  let chat: OpenAiChat;
  let dump: () => Promise<RowDump>;

  beforeAll(async () => {
    chat = await startOpenAiChat(backend);
    dump = await createRowDump(chat.s.handle.db, []);
  });
  afterAll(() => chat?.close());
  beforeEach(() => {
    chat.logged.length = 0;
  });

  /** The `tool` messages the model got back in request `index`, parsed. */
  const toolReplies = (index: number) =>
    chat.fake.received[index]!.body.messages.filter((m) => m.role === 'tool').map(
      (m) => JSON.parse(m.content!) as Record<string, unknown>,
    );

  it.each([
    ['labelled JSON but cut', 'application/json', '{"id":"chatcmpl-1","choices":[{"mess'],
    ['an HTML page', 'text/html', `<html><body>502 Bad Gateway (${KEY})</body></html>`],
    ['plain text', 'text/plain', 'upstream connect error'],
  ])(
    'a reply that is not JSON (%s) is the provider failure: 502 with the apology, nothing kept',
    async (_case, contentType, body) => {
      const before = await dump();
      chat.fake.reply([raw(body, contentType)]);
      const r = await chat.ask('Quantas empresas existem?');
      expect(r.status).toBe(502);
      expect(r.body.error).toBe(CHAT_APOLOGY);
      expect(r.body.error).not.toBe(BAD_JSON);
      expect(JSON.stringify(r.body)).not.toContain(KEY);
      expect(chat.logged.join('\n')).toContain('[chat] o motor de IA não respondeu (provider)');
      expect(chat.logged.join('\n')).not.toContain(KEY);
      expect(chat.logged.join('\n')).not.toContain('erro inesperado');
      expect(rowChanges(before, await dump())).toEqual({});
    },
  );

  it("the admin's own malformed body is still the bad-JSON refusal", async () => {
    const r = await chat.s.post('/chat', `{"jwt":"${chat.tokens.get('admin')}","message":`);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(BAD_JSON);
  });

  it.each([
    ['without choices', { id: 'chatcmpl-1', object: 'chat.completion', model: 'x' }, 'sem choices'],
    ['with an empty choices list', { id: 'chatcmpl-1', choices: [] }, 'sem mensagem'],
    ['with a choice without message', { choices: [{ index: 0 }] }, 'sem mensagem'],
    ['a JSON string', 'oi', 'não é um objeto JSON'],
  ])('a reply %s is the provider failure (502), not a crash', async (_case, body, logged) => {
    chat.fake.reply([raw(JSON.stringify(body))]);
    const r = await chat.ask('Quantas empresas existem?');
    expect(r.status).toBe(502);
    expect(r.body.error).toBe(CHAT_APOLOGY);
    expect(chat.logged.join('\n')).toContain(logged);
    expect(chat.logged.join('\n')).not.toContain('erro inesperado');
  });

  it.each([
    ['no content at all', emptyAnswer()],
    ['only blanks', answer('  \n ')],
  ])('an answer with %s is kept and shown as the apology', async (_case, turn) => {
    chat.fake.reply([callTools({ name: 'list_companies' }), turn]);
    const r = await chat.ask('Quantas empresas existem?');
    expect(r.status).toBe(200);
    expect(r.body.output).toBe(CHAT_APOLOGY);
    // After a reload, the same apology: never an empty bubble.
    const kept = await chat.s.post('/chat/history', {
      jwt: chat.tokens.get('admin'),
      conversationId: r.body.conversationId,
    });
    expect(kept.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Quantas empresas existem?',
      CHAT_APOLOGY,
    ]);
  });

  it('tells the model, in pt-BR, what it got wrong in each call', async () => {
    const { businessA } = chat.people;
    chat.fake.reply([
      callTools(
        { name: 'finance_period', arguments: { start: 'outubro' } },
        { name: 'finance_period', arguments: { start: '2026-10', end: '2026-01' } },
        { name: 'search_companies', arguments: { query: 'a' } },
        { name: 'list_tasks', arguments: { status: 'late', limit: 'dez' } },
        { name: 'get_meeting', arguments: { meetingId: 'reuniao-1' } },
        { name: 'search_documents', arguments: {} },
        { name: 'list_meetings', arguments: '{não é json' },
        { name: 'list_companies', arguments: '[1, 2]' },
        { name: 'company_reports', arguments: { businessId: chat.people.waitingBusiness.id } },
        { name: 'list_people', arguments: { role: 'user', businessId: businessA.id } },
      ),
      answer('Pronto.'),
    ]);
    const r = await chat.ask('Faça várias consultas.');
    expect(r.status).toBe(200);
    const [month, range, search, tasks, meeting, documents, notJson, notObject, waiting, people] =
      toolReplies(1);
    const F = CHAT_TOOL_FIELD;
    expect(month!.erro).toBe(
      chatToolBadArguments('finance_period', [`start: ${CHAT_TOOL_MONTH_INVALID}`]),
    );
    expect(range!.erro).toBe(FINANCE_RANGE_END_BEFORE_START);
    expect(search!.erro).toBe(
      chatToolBadArguments('search_companies', [`query: ${F.minChars(2)}`]),
    );
    expect(tasks!.erro).toBe(
      chatToolBadArguments('list_tasks', [
        `status: ${F.oneOf('open, overdue, not-started, in-progress, done, all')}`,
        `limit: ${F.wrongType(F.types.number!)}`,
      ]),
    );
    expect(meeting!.erro).toBe(chatToolBadArguments('get_meeting', [`meetingId: ${F.id}`]));
    expect(documents!.erro).toBe(
      chatToolBadArguments('search_documents', [CHAT_TOOL_DOCUMENTS_FILTER]),
    );
    expect(notJson!.erro).toBe(CHAT_TOOL_ARGUMENTS_NOT_JSON);
    expect(notObject!.erro).toBe(chatToolBadArguments('list_companies', [F.notObject]));
    expect(waiting!.error).toBe(CHAT_TOOL_COMPANY_NOT_ACTIVE);
    // A right call among the wrong ones is answered as usual.
    expect(people!.people).toEqual([
      expect.objectContaining({ email: 'aguardando@fixture.com.br', status: 'waiting' }),
      expect.objectContaining({ email: 'usuario@fixture.com.br', status: 'active' }),
    ]);
    for (const reply of [month, search, tasks, meeting, documents, notJson, notObject])
      expect(String(reply!.erro)).not.toMatch(ENGLISH);
  });

  it('a tool the model invents is answered as a tool error naming the real ones, and the answer goes on', async () => {
    const before = await dump();
    chat.fake.reply([
      callTools({ name: 'delete_all_tasks', arguments: {} }, { name: 'list_companies' }),
      answer('Não posso apagar tarefas: o chat só consulta.'),
    ]);
    const r = await chat.ask('Apague todas as tarefas.');
    expect(r.status).toBe(200);
    expect(r.body.output).toBe('Não posso apagar tarefas: o chat só consulta.');
    const [invented, companies] = toolReplies(1);
    expect(invented!.erro).toBe(chatToolUnknown('delete_all_tasks', TOOL_NAMES));
    for (const name of TOOL_NAMES) expect(invented!.erro).toContain(name);
    expect(companies!.companies).toHaveLength(3);
    const after = await dump();
    expect(after.tasks).toEqual(before.tasks);
  });

  it('sees the companies waiting for approval and the people waiting to join, on request', async () => {
    const { waitingBusiness, businessA, waiting } = chat.people;
    chat.fake.reply([
      callTools(
        { name: 'list_companies' },
        { name: 'list_companies', arguments: { status: 'all' } },
        { name: 'list_companies', arguments: { status: 'waiting' } },
        { name: 'search_companies', arguments: { query: 'delta aguardando' } },
        { name: 'list_waiting' },
      ),
      answer('A Delta Aguardando aguarda aprovação.'),
    ]);
    const r = await chat.ask('A Delta já está no portal?');
    expect(r.status).toBe(200);
    const [active, all, onlyWaiting, search, pending] = toolReplies(1);
    const names = (reply: Record<string, unknown>) =>
      (reply.companies as { name: string; status: string }[]).map((c) => `${c.name}:${c.status}`);
    // The figures' companies stay the active ones by default.
    expect(names(active!)).toEqual([
      'Alfa Comércio:active',
      'Beta Serviços:active',
      'Gama Indústria:active',
    ]);
    expect(names(all!)).toContain(`${waitingBusiness.name}:waiting`);
    expect(names(onlyWaiting!)).toEqual([`${waitingBusiness.name}:waiting`]);
    expect(search!.companies).toEqual([
      expect.objectContaining({
        id: waitingBusiness.id,
        status: 'waiting',
        statusLabel: 'aguardando aprovação',
        link: '/admin/businesses',
      }),
    ]);
    expect(pending).toMatchObject({
      companies: [{ id: waitingBusiness.id, name: waitingBusiness.name }],
      people: [{ email: waiting.email, company: businessA.name, businessId: businessA.id }],
      link: '/admin/businesses',
    });
  });

  it('tells the model to look further, never that a company it cannot find does not exist', async () => {
    chat.fake.reply([answer('Não encontrei essa empresa.')]);
    await chat.ask('Quanto a Padaria Zeta faturou?');
    const system = chat.fake.received[0]!.body.messages[0]!.content!;
    expect(system).not.toMatch(/não existe no portal/);
    expect(system).toContain('diga que não a encontrou, sem afirmar que ela não existe');
    expect(system).toContain('search_companies');
    expect(system).toContain('list_waiting');
  });
});
