import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { routes } from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, type People, type Who } from './test/fixtures';

const KEY = 'chave-de-teste-da-instalacao-0123456789';
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Paula>Bom dia.\n';

type Item = { id: string; kind: string; text: string; link: string; read: boolean };

describe.each(BACKENDS)('notifications (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), { ingestApiKey: KEY });

  const session = (who: Who) =>
    who === 'none'
      ? { authType: 'user' }
      : { jwt: tokens.get(who)!, authType: who === 'business' ? 'business' : 'user' };
  const bell = (who: Who, action = 'list', body: Record<string, unknown> = {}) =>
    s.post('/notifications', { ...session(who), ...body }, { action });
  const itemsOf = async (who: Who): Promise<{ items: Item[]; unread: number }> => {
    const r = await bell(who);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { items: Item[]; unread: number };
  };
  const createTask = (who: Who, title: string, ownerId: string | null) =>
    s.post(
      '/tasks',
      {
        ...session(who),
        business: people.businessA.id,
        task: {
          id: randomUUID(),
          title,
          task: '',
          status: 'Not started',
          created_at: new Date().toISOString(),
          completed_at: null,
          from_meeting: null,
          owner_id: ownerId,
        },
      },
      { action: 'create' },
    );
  const clear = () => s.handle.db.delete(schema.notifications);

  it('tells a person of a task someone else gave them, once, and never of their own choice', async () => {
    await clear();
    expect((await createTask('admin', 'Cotar embalagens', people.user.id)).status).toBe(200);
    expect((await createTask('user', 'Ligar para o contador', people.user.id)).status).toBe(200);
    const { items, unread } = await itemsOf('user');
    expect(unread).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'task-assigned',
        text: 'Tarefa atribuída a você: Cotar embalagens',
        link: routes.tasks,
        read: false,
      }),
    ]);
    // Nobody else hears of it.
    expect((await itemsOf('admin')).items).toEqual([]);
    expect((await itemsOf('council')).items).toEqual([]);
  });

  it("tells the company's people of a new meeting and its owners of their tasks; a retry tells nothing more", async () => {
    await clear();
    const body = {
      businessId: people.businessA.id,
      title: 'Encontro de dezembro',
      date: '2026-12-01T14:00:00-03:00',
      transcript: VTT,
      tasks: [{ title: 'Rever preços', owner: people.user.email }],
    };
    const headers = { 'x-api-key': KEY, 'idempotency-key': `notas-${backend}` };
    const first = await s.post('/meetings/ingest', body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await s.post('/meetings/ingest', body, headers)).status).toBe(200);
    const { items } = await itemsOf('user');
    expect(items.map((i) => [i.kind, i.text, i.link]).sort()).toEqual([
      ['meeting-new', 'Nova reunião: Encontro de dezembro', routes.meeting(first.body.meeting.id)],
      ['task-assigned', 'Tarefa atribuída a você: Rever preços', routes.tasks],
    ]);
    // The council member is linked to the company but is not one of its people.
    expect((await itemsOf('council')).items).toEqual([]);
    await s.handle.db.delete(schema.meetings).where(eq(schema.meetings.id, first.body.meeting.id));
    await s.handle.db.delete(schema.tasks).where(eq(schema.tasks.businessId, people.businessA.id));
  });

  it('tells every admin of a company registering and of a person asking to join', async () => {
    await clear();
    const person = (email: string) => ({
      name: 'Nova Pessoa',
      email,
      phone: '11 99999-0000',
      password: 'segredo1',
    });
    const joined = await s.post('/register', {
      user: person(`junta-${backend}@teste.com.br`),
      business: { id: people.businessB.id },
    });
    expect(joined.status).toBe(200);
    const registered = await s.post('/register', {
      user: person(`nova-${backend}@teste.com.br`),
      business: {
        name: `Horta ${backend}`,
        website: 'https://horta.com.br',
        niche: 'Alimentação',
        knowledge_base: 'Horta orgânica de bairro com entregas semanais de cestas.',
        revenue_goal: 100000,
        instagram: '@horta',
        teamEmails: ['equipe@horta.com.br'],
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const texts = (await itemsOf('admin')).items.map((i) => [i.kind, i.text, i.link]);
    expect(texts.sort()).toEqual([
      [
        'join-request',
        `Nova Pessoa pediu para entrar em ${people.businessB.name}`,
        routes.adminBusinesses,
      ],
      [
        'registration-waiting',
        `Novo cadastro aguardando aprovação: Horta ${backend}`,
        routes.adminBusinesses,
      ],
    ]);
    expect((await itemsOf('council')).items).toEqual([]);
  });

  it('marks one read when it is opened, then all; another person cannot touch them', async () => {
    await clear();
    await createTask('admin', 'Primeira', people.user.id);
    await createTask('admin', 'Segunda', people.user.id);
    const { items } = await itemsOf('user');
    expect(items).toHaveLength(2);
    const foreign = await bell('outsider', 'read', { id: items[0]!.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Notificação não encontrada');
    const one = await bell('user', 'read', { id: items[0]!.id });
    expect(one.status).toBe(200);
    expect(one.body.unread).toBe(1);
    expect(one.body.items.find((i: Item) => i.id === items[0]!.id).read).toBe(true);
    const all = await bell('user', 'readAll');
    expect(all.body.unread).toBe(0);
    expect(all.body.items.every((i: Item) => i.read)).toBe(true);
    await s.handle.db.delete(schema.tasks).where(eq(schema.tasks.businessId, people.businessA.id));
  });

  it('asks who is calling and checks what it is sent', async () => {
    expect((await bell('none')).status).toBe(401);
    // A business account (a company's code) is no person: its bell is empty.
    expect(await itemsOf('business')).toEqual({ items: [], unread: 0 });
    expect((await bell('business', 'read', { id: randomUUID() })).status).toBe(404);
    const bad = await bell('user', 'read', { id: 'nao-e-um-id' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Identificador inválido/);
    expect((await bell('user', 'apagar')).status).toBe(400);
  });
});
