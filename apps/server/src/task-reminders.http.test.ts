import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { routes, UNSUBSCRIBE_LINK_INVALID } from '@portal/domain';
import { schema } from './db';
import { silentLogger } from './logger';
import { createOutbox } from './mail/outbox';
import { sendTaskReminders } from './housekeeping/task-reminders';
import { sendWeeklyDigests } from './housekeeping/weekly-digest';
import { scheduleTaskMail } from './housekeeping/task-mail-schedule';
import type { TaskMailDeps } from './housekeeping/task-mail-deps';
import { createUnsubscribeLinks } from './mail/unsubscribe-links';
import { BACKENDS, JWT_SECRET, startServer, type TestServer } from './test/harness';
import { decodeMail } from './test/mail';

// Every instant below is São Paulo's clock (UTC−3) written in UTC.
/** 07:30 on Monday 14 December 2026: before the reminders' hour. */
const MON_0730 = new Date('2026-12-14T10:30:00.000Z');
/** 08:00 on Monday 14 December 2026: the digest's hour. */
const MON_0800 = new Date('2026-12-14T11:00:00.000Z');
const MON_1500 = new Date('2026-12-14T18:00:00.000Z');
/** 09:00 on Tuesday 15 December: a Monday digest is not sent any more. */
const TUE_0900 = new Date('2026-12-15T12:00:00.000Z');
/** 09:00 on Wednesday 16 December. */
const WED_0900 = new Date('2026-12-16T12:00:00.000Z');
const THU_0900 = new Date('2026-12-17T12:00:00.000Z');

describe.each(BACKENDS)('task reminders and the weekly digest (%s)', (backend) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** The outbox is only written: what it holds is what would be sent. */
  const deps = (): TaskMailDeps => ({
    db: s.handle.db,
    outbox: { deliverDue: async () => undefined },
    logger: silentLogger,
    publicUrl: 'http://portal.test',
    unsubscribe: links,
  });
  /** The server's own links: the same secret and address. */
  const links = createUnsubscribeLinks({
    jwtSecret: JWT_SECRET,
    publicUrl: 'http://portal.test',
    appSegment: 'portal',
  });

  const company = async (status: 'active' | 'waiting' = 'active') => {
    const id = randomUUID();
    const name = `Oficina ${id.slice(0, 8)}`;
    await s.handle.db.insert(schema.businesses).values({ id, name, status });
    return { id, name };
  };
  const person = async (
    businessIds: string[],
    o: {
      name?: string;
      role?: 'user' | 'council';
      tasks?: boolean;
      digest?: boolean;
      status?: 'active' | 'waiting';
    } = {},
  ) => {
    const id = randomUUID();
    const name = o.name ?? 'Ana Souza';
    const email = `${name.toLowerCase().replace(/ /g, '.')}.${id.slice(0, 8)}@empresa.test`;
    await s.handle.db.insert(schema.users).values({
      id,
      name,
      email,
      role: o.role ?? 'user',
      status: o.status ?? 'active',
      passwordHash: 'x',
      mailTaskReminders: o.tasks ?? true,
      mailWeeklyDigest: o.digest ?? true,
    });
    if (businessIds.length)
      await s.handle.db
        .insert(schema.userBusinesses)
        .values(businessIds.map((businessId) => ({ userId: id, businessId })));
    return { id, name, email };
  };
  const task = async (
    businessId: string,
    o: { title: string; ownerId?: string | null; due?: string | null; status?: 'done' },
  ) => {
    const id = randomUUID();
    await s.handle.db.insert(schema.tasks).values({
      id,
      businessId,
      title: o.title,
      ownerId: o.ownerId ?? null,
      dueDate: o.due ?? null,
      ...(o.status && { status: o.status }),
    });
    return id;
  };
  /** What the outbox holds for these addresses, oldest first. */
  const outboxTo = (...emails: string[]) =>
    s.handle.db
      .select({
        to: schema.mailOutbox.recipient,
        subject: schema.mailOutbox.subject,
        text: schema.mailOutbox.text,
        link: schema.mailOutbox.link,
      })
      .from(schema.mailOutbox)
      .where(inArray(schema.mailOutbox.recipient, emails))
      .orderBy(asc(schema.mailOutbox.createdAt), asc(schema.mailOutbox.subject));
  const prefsOf = async (id: string) =>
    (
      await s.handle.db
        .select({
          tasks: schema.users.mailTaskReminders,
          digest: schema.users.mailWeeklyDigest,
        })
        .from(schema.users)
        .where(eq(schema.users.id, id))
    )[0];
  const unsubscribeLinkIn = (text: string) => {
    const url = /(http:\/\/portal\.test\/webhook\/portal\/mail\/unsubscribe\?token=\S+)/.exec(
      text,
    )?.[1];
    if (!url) throw new Error(`no unsubscribe link in:\n${text}`);
    // The mails name the public address; the test server listens elsewhere.
    return url.replace('http://portal.test', s.base);
  };

  describe('the day before the due date and once overdue', () => {
    it("mails the owner the day before, in pt-BR, with the board's link, once however often it runs", async () => {
      const c = await company();
      const ana = await person([c.id]);
      await task(c.id, { title: 'Revisar contrato', ownerId: ana.id, due: '2026-12-15' });
      expect(await sendTaskReminders(deps(), MON_0730)).toBeNull();
      expect(await outboxTo(ana.email)).toEqual([]);

      await sendTaskReminders(deps(), MON_0800);
      await sendTaskReminders(deps(), MON_1500);
      const mails = await outboxTo(ana.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Prazo amanhã: Revisar contrato');
      expect(mail!.text).toContain('Olá, Ana Souza!');
      expect(mail!.text).toContain(
        `A tarefa "Revisar contrato" da empresa ${c.name}, sob sua responsabilidade, vence amanhã (15/12/2026).`,
      );
      expect(mail!.text).toContain(`\n\nhttp://portal.test${routes.tasks}\n\n`);
      expect(mail!.link).toBe(`http://portal.test${routes.tasks}`);
      expect(mail!.text).toContain('Para não receber mais lembretes de tarefas por e-mail, abra:');
      unsubscribeLinkIn(mail!.text);
    });

    it('starts at the hour the server names (TASK_REMINDER_HOUR) instead of 08:00', async () => {
      const c = await company();
      const ana = await person([c.id]);
      await task(c.id, { title: 'Pagar o aluguel', ownerId: ana.id, due: '2026-12-15' });
      expect(await sendTaskReminders({ ...deps(), hour: 9 }, MON_0800)).toBeNull();
      await sendTaskReminders({ ...deps(), hour: 7 }, MON_0730);
      expect((await outboxTo(ana.email)).map((mail) => mail.subject)).toEqual([
        'Prazo amanhã: Pagar o aluguel',
      ]);
    });

    it('mails once when the task becomes overdue, and again for a new due date', async () => {
      const c = await company();
      const ana = await person([c.id]);
      const id = await task(c.id, {
        title: 'Pagar fornecedor',
        ownerId: ana.id,
        due: '2026-12-15',
      });
      await sendTaskReminders(deps(), TUE_0900);
      expect(await outboxTo(ana.email)).toEqual([]);
      await sendTaskReminders(deps(), WED_0900);
      await sendTaskReminders(deps(), THU_0900);
      const mails = await outboxTo(ana.email);
      expect(mails.map((m) => m.subject)).toEqual(['Tarefa atrasada: Pagar fornecedor']);
      expect(mails[0]!.text).toContain('venceu em 15/12/2026 e ainda não foi concluída');

      // A new 'Prazo' is a new event: the day before it, and once it is past again.
      await s.handle.db
        .update(schema.tasks)
        .set({ dueDate: '2026-12-18' })
        .where(eq(schema.tasks.id, id));
      await sendTaskReminders(deps(), THU_0900);
      await sendTaskReminders(deps(), THU_0900);
      expect((await outboxTo(ana.email)).map((m) => m.subject)).toEqual([
        'Tarefa atrasada: Pagar fornecedor',
        'Prazo amanhã: Pagar fornecedor',
      ]);
    });

    it('skips done tasks, tasks without an owner, an owner who turned it off or left', async () => {
      const c = await company();
      const ana = await person([c.id]);
      const off = await person([c.id], { name: 'Bruno Lima', tasks: false });
      const gone = await person([], { name: 'Carla Dias' });
      const waiting = await person([c.id], { name: 'Davi Rocha', status: 'waiting' });
      const other = await company('waiting');
      const eva = await person([other.id], { name: 'Eva Melo' });
      await task(c.id, { title: 'Feita', ownerId: ana.id, due: '2026-12-15', status: 'done' });
      await task(c.id, { title: 'Sem responsável', due: '2026-12-15' });
      await task(c.id, { title: 'Desligado', ownerId: off.id, due: '2026-12-15' });
      await task(c.id, { title: 'Saiu da empresa', ownerId: gone.id, due: '2026-12-15' });
      await task(c.id, { title: 'Aguardando', ownerId: waiting.id, due: '2026-12-15' });
      await task(other.id, { title: 'Empresa aguardando', ownerId: eva.id, due: '2026-12-15' });
      await task(c.id, { title: 'Sem prazo', ownerId: ana.id });
      await sendTaskReminders(deps(), MON_0800);
      await sendTaskReminders(deps(), WED_0900);
      expect(await outboxTo(ana.email, off.email, gone.email, waiting.email, eva.email)).toEqual(
        [],
      );
    });

    it('leaves tasks late for more than a week alone (a first start mails no old backlog)', async () => {
      const c = await company();
      const ana = await person([c.id]);
      await task(c.id, { title: 'Muito antiga', ownerId: ana.id, due: '2026-12-01' });
      await task(c.id, { title: 'Da semana', ownerId: ana.id, due: '2026-12-09' });
      await sendTaskReminders(deps(), WED_0900);
      expect((await outboxTo(ana.email)).map((m) => m.subject)).toEqual([
        'Tarefa atrasada: Da semana',
      ]);
    });

    it('links an owner who is a council member to the company through its view', async () => {
      const c = await company();
      const council = await person([c.id], { name: 'Conselho Um', role: 'council' });
      await task(c.id, { title: 'Plano de metas', ownerId: council.id, due: '2026-12-15' });
      await sendTaskReminders(deps(), MON_0800);
      const [mail] = await outboxTo(council.email);
      expect(mail!.link).toBe(`http://portal.test${routes.companyView(c.id, { page: 'tasks' })}`);
    });

    it('two servers running at once write one e-mail per event', async () => {
      const c = await company();
      const ana = await person([c.id]);
      for (let i = 0; i < 5; i++)
        await task(c.id, { title: `Tarefa ${i}`, ownerId: ana.id, due: '2026-12-15' });
      await Promise.all([
        sendTaskReminders(deps(), MON_0800),
        sendTaskReminders(deps(), MON_0800),
        sendTaskReminders(deps(), MON_0800),
      ]);
      // Two servers' schedules starting together over one database (each checks on start).
      const first = scheduleTaskMail({ ...deps(), now: () => MON_0800 });
      const second = scheduleTaskMail({ ...deps(), now: () => MON_0800 });
      await Promise.all([first.stop(), second.stop()]);
      // (The schedules also wrote her Monday digest.)
      const reminders = (await outboxTo(ana.email)).filter((m) => m.subject.startsWith('Prazo'));
      expect(reminders.map((m) => m.subject).sort()).toEqual(
        [0, 1, 2, 3, 4].map((i) => `Prazo amanhã: Tarefa ${i}`),
      );
    });
  });

  describe('the unsubscribe link', () => {
    it('shows a button without changing anything, and its POST turns that kind off', async () => {
      const c = await company();
      const ana = await person([c.id]);
      await task(c.id, { title: 'Ligar para o banco', ownerId: ana.id, due: '2026-12-15' });
      await sendTaskReminders(deps(), MON_0800);
      const link = unsubscribeLinkIn((await outboxTo(ana.email))[0]!.text);

      // A mail scanner opening the link changes nothing.
      const shown = await fetch(link);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toContain('text/html');
      expect(await shown.text()).toContain('Confirmar cancelamento');
      expect(await prefsOf(ana.id)).toEqual({ tasks: true, digest: true });

      const done = await fetch(link, { method: 'POST' });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(
        'Você não receberá mais lembretes de tarefas por e-mail.',
      );
      expect(await prefsOf(ana.id)).toEqual({ tasks: false, digest: true });
      // Following it again says the same.
      expect((await fetch(link, { method: 'POST' })).status).toBe(200);

      await task(c.id, { title: 'Outra tarefa', ownerId: ana.id, due: '2026-12-16' });
      await sendTaskReminders(deps(), TUE_0900);
      expect(await outboxTo(ana.email)).toHaveLength(1);
    });

    it('takes the token from a form body too (one-click unsubscribe)', async () => {
      const ana = await person([(await company()).id]);
      const token = new URL(links.urlOf(ana.id, 'digest')).searchParams.get('token')!;
      const res = await fetch(`${s.api}/mail/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Você não receberá mais o resumo semanal por e-mail.');
      expect(await prefsOf(ana.id)).toEqual({ tasks: true, digest: false });
    });

    it('refuses a forged or altered token with a pt-BR page and changes nothing', async () => {
      const ana = await person([(await company()).id]);
      const good = new URL(links.urlOf(ana.id, 'tasks')).searchParams.get('token')!;
      const [id, , signature] = good.split('.');
      const bob = await person([(await company()).id], { name: 'Bob Reis' });
      const forged = [
        `${id}.digest.${signature}`,
        `${bob.id}.tasks.${signature}`,
        `${id}.tasks.${'A'.repeat(signature!.length)}`,
        `${id}.tasks`,
        'qualquer-coisa',
        '',
      ];
      for (const token of forged) {
        const res = await fetch(`${s.api}/mail/unsubscribe?${new URLSearchParams({ token })}`, {
          method: 'POST',
        });
        expect(res.status, token).toBe(400);
        expect(await res.text()).toContain(UNSUBSCRIBE_LINK_INVALID);
      }
      expect(await prefsOf(ana.id)).toEqual({ tasks: true, digest: true });
      expect(await prefsOf(bob.id)).toEqual({ tasks: true, digest: true });
    });
  });

  describe('the weekly digest', () => {
    it("goes on Monday from 08:00 (São Paulo): open tasks overdue first, the week's meetings, a pending DRE", async () => {
      const c = await company();
      const ana = await person([c.id]);
      const bruno = await person([c.id], { name: 'Bruno Lima' });
      await task(c.id, { title: 'Sem prazo', ownerId: ana.id });
      await task(c.id, { title: 'Para quinta', ownerId: ana.id, due: '2026-12-17' });
      await task(c.id, { title: 'Atrasada antiga', ownerId: ana.id, due: '2026-11-20' });
      await task(c.id, { title: 'Atrasada recente', ownerId: ana.id, due: '2026-12-10' });
      await task(c.id, { title: 'Concluída', ownerId: ana.id, due: '2026-12-01', status: 'done' });
      await task(c.id, { title: 'Do Bruno', ownerId: bruno.id, due: '2026-12-18' });
      await s.handle.db.insert(schema.meetings).values([
        // Tuesday 14:00 in São Paulo: this week.
        { businessId: c.id, title: 'Reunião de metas', date: new Date('2026-12-15T17:00:00Z') },
        // Sunday 23:30 before: last week; and next Monday 00:30: next week.
        { businessId: c.id, title: 'Semana passada', date: new Date('2026-12-14T02:30:00Z') },
        { businessId: c.id, title: 'Semana que vem', date: new Date('2026-12-21T03:30:00Z') },
      ]);

      expect(await sendWeeklyDigests(deps(), MON_0730)).toBeNull();
      expect(await sendWeeklyDigests(deps(), TUE_0900)).toBeNull();
      expect(await outboxTo(ana.email, bruno.email)).toEqual([]);
      const sent = await sendWeeklyDigests(deps(), MON_0800);
      expect(sent).toMatchObject({ week: '2026-12-14' });
      await sendWeeklyDigests(deps(), MON_1500);

      const mails = await outboxTo(ana.email);
      expect(mails).toHaveLength(1);
      const { subject, text, link } = mails[0]!;
      expect(subject).toBe('Resumo da semana de 14/12/2026');
      expect(text).toContain('Olá, Ana Souza!');
      expect(text).toContain(
        'Suas tarefas em aberto (4):\n' +
          `- [ATRASADA, prazo 20/11/2026] Atrasada antiga (${c.name})\n` +
          `- [ATRASADA, prazo 10/12/2026] Atrasada recente (${c.name})\n` +
          `- [prazo 17/12/2026] Para quinta (${c.name})\n` +
          `- Sem prazo (${c.name})\n`,
      );
      expect(text).toContain(
        `Reuniões da semana:\n- terça-feira, 15 de dez de 2026 às 14:00: Reunião de metas (${c.name})\n\n`,
      );
      expect(text).toContain(`Relatório mensal (DRE) pendente:\n- ${c.name}: novembro de 2026\n`);
      expect(text).not.toContain('Concluída');
      expect(text).not.toContain('Do Bruno');
      expect(link).toBe(`http://portal.test${routes.tasks}`);
      expect(text).toContain('Para não receber mais o resumo semanal por e-mail, abra:');

      const [brunos] = await outboxTo(bruno.email);
      expect(brunos!.text).toContain(`Suas tarefas em aberto (1):\n- [prazo 18/12/2026] Do Bruno`);
    });

    it('says nothing to a person who turned it off, nor when there is nothing to say', async () => {
      const c = await company();
      await s.handle.db.insert(schema.monthlyReports).values({
        businessId: c.id,
        month: '2026-11-01',
        filledAt: MON_0730,
        filledByName: 'Ana',
        customAnswers: [],
      });
      const off = await person([c.id], { digest: false });
      const idle = await person([c.id], { name: 'Sem Nada' });
      await task(c.id, { title: 'Aberta', ownerId: off.id });
      await sendWeeklyDigests(deps(), MON_0800);
      expect(await outboxTo(off.email, idle.email)).toEqual([]);
    });

    it('sends one digest per person however many servers run it at once', async () => {
      const companies = await Promise.all([company(), company(), company()]);
      const people = [];
      for (const c of companies) people.push(await person([c.id]), await person([c.id]));
      const council = await person(
        companies.map((c) => c.id),
        { name: 'Conselho Dois', role: 'council' },
      );
      await Promise.all([
        sendWeeklyDigests(deps(), MON_0800),
        sendWeeklyDigests(deps(), MON_0800),
        sendWeeklyDigests(deps(), MON_1500),
      ]);
      const emails = [...people, council].map((p) => p.email);
      const mails = await outboxTo(...emails);
      expect(mails.map((m) => m.to).sort()).toEqual([...emails].sort());
      // The council member's digest names each company missing its report.
      const theirs = mails.find((m) => m.to === council.email)!;
      for (const c of companies) expect(theirs.text).toContain(`- ${c.name}: novembro de 2026`);
      expect(theirs.link).toBe(`http://portal.test${routes.dashboard}`);
    });

    it('is delivered by the outbox as a text and HTML e-mail with working links', async () => {
      const c = await company();
      const ana = await person([c.id]);
      await task(c.id, { title: 'Conferir caixa', ownerId: ana.id, due: '2026-12-10' });
      const outbox = createOutbox({
        db: s.handle.db,
        transport: s.options.mailer,
        logger: silentLogger,
        // Mail written at the test's instants is due by then.
        now: () => new Date('2027-01-01T12:00:00Z'),
      });
      await sendWeeklyDigests({ ...deps(), outbox }, MON_0800);
      await outbox.deliverDue();
      await outbox.idle();
      const mail = s
        .mails()
        .map((m) => decodeMail(m.raw))
        .find((m) => m.to.includes(ana.email));
      expect(mail?.subject).toBe('Resumo da semana de 14/12/2026');
      expect(mail?.html).toContain(`<a href="http://portal.test${routes.tasks}">`);
      expect(mail?.html).toContain(
        '<a href="http://portal.test/webhook/portal/mail/unsubscribe?token=',
      );
      expect(mail?.autoSubmitted).toBe('auto-generated');

      // The mail program's own 'cancelar inscrição' (RFC 8058): one POST to the header's address.
      const address = /^<(.+)>$/.exec(mail?.listUnsubscribe ?? '')?.[1];
      expect(address).toBe(unsubscribeLinkIn(mail!.text).replace(s.base, 'http://portal.test'));
      expect(mail?.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      const oneClick = await fetch(address!.replace('http://portal.test', s.base), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(await prefsOf(ana.id)).toEqual({ tasks: true, digest: false });
    });
  });
});
