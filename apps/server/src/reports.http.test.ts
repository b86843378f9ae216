import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  FORBIDDEN_BUSINESS,
  REPORT_ANSWERS_MISMATCH,
  REPORT_FIGURE_INVALID,
  REPORT_FIGURE_NEGATIVE,
  REPORT_FIGURE_REQUIRED,
  REPORT_FIGURE_TOO_LARGE,
  REPORT_MONTH_IN_FUTURE,
  REPORT_MONTH_INVALID,
  REPORT_MONTH_TOO_OLD,
  REPORT_NOT_FOUND,
  REPORT_OF_OTHER_BUSINESS,
  reportChangedSince,
  reportReplaceNotConfirmed,
} from '@portal/domain';
import { schema } from './db';
import { QUESTIONS, answers, october } from './test/reports';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, sessionOf, EVERYONE, type People, type Who } from './test/fixtures';
import { createRowDump, rowChanges } from './test/row-dump';

/** 17:00 on 30 November 2026 in São Paulo: today's month is November, the month before October. */
const NOV_30 = new Date('2026-11-30T20:00:00.000Z');
/** 23:30 on 30 November in São Paulo, though already 1 December in UTC. */
const NOV_30_LATE = new Date('2026-12-01T02:30:00.000Z');
/** 01:00 on 1 December in São Paulo. */
const DEC_1 = new Date('2026-12-01T04:00:00.000Z');

describe.each(BACKENDS)('reports (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  let now = NOV_30;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), {
    clock: { now: () => now },
  });

  const session = (who: Who) => sessionOf(tokens, who);
  const act = (who: Who, action: string, body: Record<string, unknown>) =>
    s.post('/admin/reports', { ...session(who), ...body }, { action });
  const list = async (businessId: string, who: Who = 'admin') => {
    const r = await act(who, 'getSpecificCompany', { businessId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const save = async (businessId: string, month: Record<string, unknown>, who: Who = 'admin') => {
    const r = await act(who, 'saveReport', { businessId, ...month });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.json;
  };

  /** A company of its own with two custom questions and a goal, linked to the council member. */
  const freshCompany = async () => {
    const id = randomUUID();
    await s.handle.db.insert(schema.businesses).values({
      id,
      name: `Relatórios ${id.slice(0, 8)}`,
      customQuestions: QUESTIONS,
      metaFaturamento: 1_200_000,
    });
    await s.handle.db
      .insert(schema.userBusinesses)
      .values({ userId: people.council.id, businessId: id });
    return id;
  };
  /** The versions a report replaced, oldest first. */
  const versions = (reportId: string) =>
    s.handle.db
      .select()
      .from(schema.monthlyReportVersions)
      .where(eq(schema.monthlyReportVersions.reportId, reportId))
      .orderBy(asc(schema.monthlyReportVersions.version));
  const rows = (businessId: string) =>
    s.handle.db
      .select()
      .from(schema.monthlyReports)
      .where(eq(schema.monthlyReports.businessId, businessId));
  const lastDre = async (businessId: string) =>
    (
      await s.handle.db
        .select({ lastDre: schema.businesses.lastDre })
        .from(schema.businesses)
        .where(eq(schema.businesses.id, businessId))
    )[0]!.lastDre;
  const at = async <T>(when: Date, run: () => Promise<T>): Promise<T> => {
    now = when;
    try {
      return await run();
    } finally {
      now = NOV_30;
    }
  };

  describe('getSpecificCompany', () => {
    it("answers the product's list: items newest first, the revenue goal and latestFilled", async () => {
      const businessId = await freshCompany();
      expect(await list(businessId)).toEqual([
        { items: [], revenueGoal: 1_200_000, latestFilled: false },
      ]);
      await save(businessId, { ...october, month: '2026-09' });
      const saved = await save(businessId, october, 'council');
      const [group, ...rest] = await list(businessId, 'council');
      expect(rest).toEqual([]);
      expect(group.revenueGoal).toBe(1_200_000);
      expect(group.latestFilled).toBe(true);
      expect(group.items.map((i: { json: { month_year: string } }) => i.json.month_year)).toEqual([
        '2026-10',
        '2026-09',
      ]);
      expect(group.items[0]).toEqual({ json: saved });
      expect(saved).toEqual({
        id: expect.any(String),
        month_year: '2026-10',
        gross_revenue: 120_000.5,
        net_revenue: 100_000,
        expenses: 30_000.25,
        cogs: 50_000,
        net_profit: 19_999.75,
        net_margin: 0.199998,
        customAnswers: answers('Estoque parado', 'Promoção de Natal'),
        filled_by: 'conselho',
        filled_at: NOV_30.toISOString(),
        version: 1,
      });
      expect(saved.id).toBe((await rows(businessId)).find((r) => r.month === '2026-10-01')!.id);
    });

    it("latestFilled follows today's month in São Paulo, both ways", async () => {
      const businessId = await freshCompany();
      await save(businessId, october);
      // Late on 30 November in São Paulo (1 December in UTC): October is the month before.
      expect((await at(NOV_30_LATE, () => list(businessId)))[0].latestFilled).toBe(true);
      // From 1 December on, November is, and nobody filled it yet.
      expect((await at(DEC_1, () => list(businessId)))[0].latestFilled).toBe(false);
      await at(DEC_1, () => save(businessId, { ...october, month: '2026-11' }));
      expect((await at(DEC_1, () => list(businessId)))[0].latestFilled).toBe(true);
    });

    it('a company without a goal answers revenueGoal 0', async () => {
      expect((await list(people.businessB.id))[0]).toMatchObject({ revenueGoal: 0 });
    });
  });

  describe('saveReport', () => {
    it('computes profit and margin itself; a margin over no revenue is 0', async () => {
      const businessId = await freshCompany();
      const saved = await save(businessId, {
        ...october,
        net_revenue: 0,
        gross_revenue: 0,
        expenses: 10,
        cogs: 5.5,
      });
      expect(saved).toMatchObject({ net_profit: -15.5, net_margin: 0 });
      // The lowest profit a report can hold (every figure at its largest, no revenue) fits.
      const worst = await save(businessId, {
        ...october,
        month: '2026-09',
        net_revenue: 0.01,
        expenses: 999_999_999_999.99,
        cogs: 999_999_999_999.99,
      });
      expect(worst.net_profit).toBe(-1_999_999_999_999.97);
      expect(worst.net_margin).toBe(-199_999_999_999_997);
    });

    it('filling a month again replaces it only when it names the version it was shown', async () => {
      // Company A: its user and its business account both fill; it has no custom questions.
      const businessId = people.businessA.id;
      const may = { ...october, month: '2025-05', customAnswers: [] };
      const ofMay = async () => (await rows(businessId)).filter((r) => r.month === '2025-05-01');
      const first = await save(businessId, may, 'user');
      expect(first).toMatchObject({ version: 1, filled_by: 'usuario' });
      expect(first).not.toHaveProperty('edited_by');
      const later = new Date(NOV_30.getTime() + 60_000);
      const again = await at(later, () =>
        save(businessId, { ...may, id: first.id, cogs: 60_000, replacesVersion: 1 }, 'business'),
      );
      expect(again).toMatchObject({
        id: first.id,
        cogs: 60_000,
        net_profit: 9_999.75,
        filled_by: people.businessA.name,
        filled_at: later.toISOString(),
        version: 2,
        edited_by: people.businessA.name,
        edited_at: later.toISOString(),
      });
      const stored = await ofMay();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ filledBy: null, version: 2 });
      const third = await save(businessId, { ...may, replacesVersion: 2 }, 'user');
      expect(third).toMatchObject({ id: first.id, cogs: 50_000, filled_by: 'usuario', version: 3 });
      expect((await ofMay()).map((r) => r.filledBy)).toEqual([people.user.id]);
      // Each replaced version is kept as it was, with who replaced it and when.
      expect(await versions(first.id)).toEqual([
        expect.objectContaining({
          version: 1,
          cogs: 50_000,
          filledBy: people.user.id,
          filledByName: 'usuario',
          filledAt: NOV_30,
          replacedBy: null,
          replacedByName: people.businessA.name,
          replacedAt: later,
        }),
        expect.objectContaining({
          version: 2,
          cogs: 60_000,
          netProfit: 9_999.75,
          filledBy: null,
          filledByName: people.businessA.name,
          filledAt: later,
          replacedBy: people.user.id,
          replacedByName: 'usuario',
          replacedAt: NOV_30,
        }),
      ]);
      const [group] = await list(businessId);
      expect(
        group.items.find((i: { json: { id: string } }) => i.json.id === first.id).json,
      ).toEqual(third);
    });

    it('refuses a save over a month that has a report unless it names its current version: 409, who and when, nothing written', async () => {
      const businessId = await freshCompany();
      const september = { ...october, month: '2026-09' };
      // 10:00 on 12 October in São Paulo.
      const filled = await at(new Date('2026-10-12T13:00:00.000Z'), () =>
        save(businessId, september, 'council'),
      );
      const dump = await createRowDump(s.handle.db, ['login_attempts']);
      const before = await dump();
      const notSaid = await act('admin', 'saveReport', { businessId, ...september, cogs: 1 });
      expect(notSaid.status).toBe(409);
      expect(notSaid.body.error).toBe(
        reportReplaceNotConfirmed('setembro de 2026', 'conselho', '12/10/2026 10:00'),
      );
      expect(notSaid.body.error).toBe(
        'O relatório de setembro de 2026 já existe (salvo por conselho em 12/10/2026 10:00). ' +
          'Revise os valores atuais e confirme a substituição para salvar.',
      );
      for (const stale of [2, 7]) {
        const r = await act('admin', 'saveReport', {
          businessId,
          ...september,
          cogs: 1,
          replacesVersion: stale,
        });
        expect(r.status).toBe(409);
        expect(r.body.error).toBe(
          reportChangedSince('setembro de 2026', 'conselho', '12/10/2026 10:00'),
        );
      }
      expect(rowChanges(before, await dump())).toEqual({});
      expect((await rows(businessId))[0]).toMatchObject({
        id: filled.id,
        cogs: 50_000,
        version: 1,
      });
      expect(await versions(filled.id)).toEqual([]);
    });

    it('a replacement naming a version of a month nobody filled is its first version', async () => {
      const businessId = await freshCompany();
      const saved = await save(businessId, { ...october, replacesVersion: 4 });
      expect(saved).toMatchObject({ version: 1, month_year: '2026-10' });
      expect(await versions(saved.id)).toEqual([]);
    });

    it("moves the company's lastDRE to the day its newest month was filled (São Paulo)", async () => {
      const businessId = await freshCompany();
      expect(await lastDre(businessId)).toBeNull();
      await at(NOV_30_LATE, () => save(businessId, october));
      expect(await lastDre(businessId)).toBe('2026-11-30');
      // An older month filled later leaves the newest month's day.
      await at(DEC_1, () => save(businessId, { ...october, month: '2026-08' }));
      expect(await lastDre(businessId)).toBe('2026-11-30');
      await at(DEC_1, () => save(businessId, { ...october, month: '2026-11' }));
      expect(await lastDre(businessId)).toBe('2026-12-01');
    });

    it('concurrent first saves of one month: one is stored, the others are refused naming it', async () => {
      const businessId = await freshCompany();
      const figures = [1, 2, 3, 4, 5, 6].map((k) => ({ ...october, cogs: k * 1_000 }));
      const replies = await Promise.all(
        figures.map((f, i) =>
          act(i % 2 === 0 ? 'admin' : 'council', 'saveReport', { businessId, ...f }),
        ),
      );
      const stored = await rows(businessId);
      expect(stored).toHaveLength(1);
      const winner = replies.find((r) => r.status === 200)!;
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(winner.body.json).toMatchObject({ id: stored[0]!.id, cogs: stored[0]!.cogs });
      const refusal = reportReplaceNotConfirmed(
        'outubro de 2026',
        stored[0]!.filledByName,
        '30/11/2026 17:00',
      );
      expect(replies.filter((r) => r.status === 409).map((r) => r.body.error)).toEqual(
        Array.from({ length: 5 }, () => refusal),
      );
      expect(await versions(stored[0]!.id)).toEqual([]);
    });

    it('two people replacing the same version at once: one replaces it, the other is told who did', async () => {
      const businessId = await freshCompany();
      const first = await save(businessId, october, 'council');
      const [a, b] = await Promise.all([
        act('admin', 'saveReport', { businessId, ...october, cogs: 1_000, replacesVersion: 1 }),
        act('council', 'saveReport', { businessId, ...october, cogs: 2_000, replacesVersion: 1 }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      const winnerName = won === a ? 'admin' : 'conselho';
      expect(won.body.json).toMatchObject({ version: 2, edited_by: winnerName });
      expect(lost.body.error).toBe(
        reportChangedSince('outubro de 2026', winnerName, '30/11/2026 17:00'),
      );
      // Neither is lost silently: the first version is kept, the winner's is the month's.
      const [row] = await rows(businessId);
      expect(row).toMatchObject({ id: first.id, version: 2, cogs: won === a ? 1_000 : 2_000 });
      expect(await versions(first.id)).toEqual([
        expect.objectContaining({ version: 1, cogs: 50_000, filledByName: 'conselho' }),
      ]);
      // Told who changed it, the other person replaces the version they now see.
      const again = await act(won === a ? 'council' : 'admin', 'saveReport', {
        businessId,
        ...october,
        cogs: 3_000,
        replacesVersion: 2,
      });
      expect(again.status).toBe(200);
      expect((await versions(first.id)).map((v) => [v.version, v.cogs])).toEqual([
        [1, 50_000],
        [2, won === a ? 1_000 : 2_000],
      ]);
    });

    it("accepts next month only once it is today's month in São Paulo", async () => {
      const businessId = await freshCompany();
      const december = { ...october, month: '2026-12' };
      const late = await at(NOV_30_LATE, () =>
        act('admin', 'saveReport', { businessId, ...december }),
      );
      expect(late.status).toBe(400);
      expect(late.body.error).toBe(REPORT_MONTH_IN_FUTURE);
      expect(await rows(businessId)).toEqual([]);
      expect((await at(DEC_1, () => save(businessId, december))).month_year).toBe('2026-12');
    });
  });

  describe('who may', () => {
    // Company A: admin (all), council (linked), its user and its business account.
    const fillers: Who[] = ['admin', 'council', 'user', 'business'];

    it.each(EVERYONE)('getSpecificCompany and saveReport on company A as %s', async (who) => {
      const businessId = people.businessA.id;
      // A month of its own for each, so every fill is a first one.
      const month = { ...october, customAnswers: [], month: `2025-0${EVERYONE.indexOf(who) + 1}` };
      const read = await act(who, 'getSpecificCompany', { businessId });
      const before = await rows(businessId);
      const write = await act(who, 'saveReport', { businessId, ...month });
      if (who === 'none') {
        expect([read.status, write.status]).toEqual([401, 401]);
      } else if (fillers.includes(who)) {
        expect([read.status, write.status]).toEqual([200, 200]);
        const names: Partial<Record<Who, string>> = {
          admin: 'admin',
          council: 'conselho',
          user: 'usuario',
          business: people.businessA.name,
        };
        expect(write.body.json.filled_by).toBe(names[who]);
        return;
      } else {
        expect([read.status, write.status]).toEqual([403, 403]);
        expect(write.body.error).toBe(FORBIDDEN_BUSINESS);
      }
      expect(await rows(businessId)).toEqual(before);
    });

    it('each reaches only their own companies', async () => {
      const status = async (who: Who, businessId: string) =>
        (
          await act(who, 'saveReport', {
            businessId,
            ...october,
            customAnswers: [],
            month: '2026-06',
          })
        ).status;
      expect(await status('user', people.businessB.id)).toBe(403);
      expect(await status('business', people.businessB.id)).toBe(403);
      expect(await status('council', people.businessC.id)).toBe(403);
      expect(await rows(people.businessB.id)).toEqual([]);
      expect(await rows(people.businessC.id)).toEqual([]);
      expect(await status('council', people.businessB.id)).toBe(200);
      expect(await status('outsider', people.businessC.id)).toBe(200);
      expect(await status('admin', people.waitingBusiness.id)).toBe(200);
    });
  });

  describe('bad input: a pt-BR text and nothing stored', () => {
    it.each([
      ['a negative figure', { expenses: -0.01 }, REPORT_FIGURE_NEGATIVE],
      ['a figure as text', { cogs: '50000' }, REPORT_FIGURE_INVALID],
      ['a Brazilian-formatted text', { cogs: '50.000,00' }, REPORT_FIGURE_INVALID],
      ['NaN (JSON sends null)', { net_revenue: Number.NaN }, REPORT_FIGURE_INVALID],
      ['a missing figure', { gross_revenue: undefined }, REPORT_FIGURE_REQUIRED],
      ['more than 15 digits', { gross_revenue: 1_234_567_890_123_456 }, REPORT_FIGURE_TOO_LARGE],
      ['one cent past the largest figure', { cogs: 1_000_000_000_000 }, REPORT_FIGURE_TOO_LARGE],
      ['a month in the future', { month: '2026-12' }, REPORT_MONTH_IN_FUTURE],
      ['a month before 2000', { month: '1999-12' }, REPORT_MONTH_TOO_OLD],
      ['a thirteenth month', { month: '2026-13' }, REPORT_MONTH_INVALID],
      ['a month without its zero', { month: '2026-9' }, REPORT_MONTH_INVALID],
      ['a date for a month', { month: '2026-10-01' }, REPORT_MONTH_INVALID],
      ['a month in words', { month: 'outubro' }, REPORT_MONTH_INVALID],
      ['no answers', { customAnswers: [] }, REPORT_ANSWERS_MISMATCH],
      ['answers in another order', { customAnswers: answers().reverse() }, REPORT_ANSWERS_MISMATCH],
      [
        'an answer to another question',
        { customAnswers: [answers()[0], { question: 'Outra?', response: 'x' }] },
        REPORT_ANSWERS_MISMATCH,
      ],
      [
        'an extra answer',
        { customAnswers: [...answers(), { question: 'Extra?', response: 'x' }] },
        REPORT_ANSWERS_MISMATCH,
      ],
    ])('%s', async (_name, change, message) => {
      const businessId = await freshCompany();
      await save(businessId, { ...october, month: '2026-09' });
      const dump = await createRowDump(s.handle.db, ['login_attempts']);
      const before = await dump();
      const r = await act('council', 'saveReport', { businessId, ...october, ...change });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(message);
      expect(rowChanges(before, await dump())).toEqual({});
    });

    it('Infinity (a number too large for JSON) is refused', async () => {
      const businessId = await freshCompany();
      const dump = await createRowDump(s.handle.db, ['login_attempts']);
      const before = await dump();
      const body = JSON.stringify({ ...session('admin'), businessId, ...october }).replace(
        '"cogs":50000',
        '"cogs":1e999',
      );
      const r = await s.post('/admin/reports', body, { action: 'saveReport' });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(REPORT_FIGURE_INVALID);
      expect(rowChanges(before, await dump())).toEqual({});
    });

    it("refuses another company's id, a report id of another company or month, and profit sent", async () => {
      const businessId = await freshCompany();
      const mine = await save(businessId, { ...october, month: '2026-09' });
      const theirs = await save(people.businessB.id, { ...october, customAnswers: [] }, 'council');
      const dump = await createRowDump(s.handle.db, ['login_attempts']);
      const before = await dump();
      const cases: [Who, Record<string, unknown>, number, string | undefined][] = [
        ['user', { businessId: people.businessB.id, customAnswers: [] }, 403, FORBIDDEN_BUSINESS],
        ['admin', { businessId, id: theirs.id }, 403, REPORT_OF_OTHER_BUSINESS],
        ['admin', { businessId, id: mine.id }, 404, REPORT_NOT_FOUND],
        ['admin', { businessId, id: randomUUID() }, 404, REPORT_NOT_FOUND],
        ['admin', { businessId, net_profit: 1_000_000 }, 400, undefined],
        ['admin', { businessId, net_margin: 0.99 }, 400, undefined],
      ];
      for (const [who, change, status, message] of cases) {
        const r = await act(who, 'saveReport', { ...october, ...change });
        expect(r.status, JSON.stringify(change)).toBe(status);
        if (message) expect(r.body.error).toBe(message);
        else expect(r.body.error).toMatch(/\S/);
      }
      expect(rowChanges(before, await dump())).toEqual({});
    });
  });

  describe('getSheetId', () => {
    const sheetId = async (who: Who, business: string) => {
      const q = new URLSearchParams({
        business,
        ...(who === 'none' ? {} : { jwt: tokens.get(who)! }),
      });
      const res = await fetch(`${s.api}/getSheetId?${q}`);
      return { status: res.status, body: await res.json() };
    };

    it("answers '' without a sheet (the portal offers its XLSX), the id an admin set", async () => {
      const businessId = await freshCompany();
      expect(await sheetId('council', businessId)).toEqual({ status: 200, body: { sheet_id: '' } });
      const id = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
      await s.handle.db
        .update(schema.businesses)
        .set({ sheetId: id })
        .where(eq(schema.businesses.id, businessId));
      expect(await sheetId('admin', businessId)).toEqual({ status: 200, body: { sheet_id: id } });
      expect(await sheetId('council', businessId)).toEqual({ status: 200, body: { sheet_id: id } });
    });

    it.each(EVERYONE)("company A's sheet as %s", async (who) => {
      const r = await sheetId(who, people.businessA.id);
      if (who === 'none') expect(r.status).toBe(401);
      else if (['admin', 'council', 'user', 'business'].includes(who))
        expect(r).toEqual({ status: 200, body: { sheet_id: '' } });
      else expect(r).toMatchObject({ status: 403, body: { error: FORBIDDEN_BUSINESS } });
    });

    it('reaches only their own companies', async () => {
      expect((await sheetId('user', people.businessB.id)).status).toBe(403);
      expect((await sheetId('business', people.businessB.id)).status).toBe(403);
      expect((await sheetId('council', people.businessC.id)).status).toBe(403);
      expect((await sheetId('council', people.businessB.id)).status).toBe(200);
    });

    describe('setSheetId', () => {
      const id = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
      const stored = async (businessId: string) =>
        (
          await s.handle.db
            .select({ sheetId: schema.businesses.sheetId })
            .from(schema.businesses)
            .where(eq(schema.businesses.id, businessId))
        )[0]!.sheetId;

      it('lets an admin set the id (or paste the link), which getSheetId answers; blank removes it', async () => {
        const businessId = await freshCompany();
        expect(await act('admin', 'setSheetId', { businessId, sheetId: id })).toMatchObject({
          status: 200,
          body: { sheet_id: id },
        });
        expect(await stored(businessId)).toBe(id);
        const link = `https://docs.google.com/spreadsheets/d/${id.slice(0, 20)}/edit#gid=0`;
        expect((await act('admin', 'setSheetId', { businessId, sheetId: link })).body).toEqual({
          sheet_id: id.slice(0, 20),
        });
        const q = new URLSearchParams({ business: businessId, jwt: tokens.get('council')! });
        expect(await (await fetch(`${s.api}/getSheetId?${q}`)).json()).toEqual({
          sheet_id: id.slice(0, 20),
        });
        expect((await act('admin', 'setSheetId', { businessId, sheetId: ' ' })).body).toEqual({
          sheet_id: '',
        });
        expect(await stored(businessId)).toBeNull();
      });

      it.each(EVERYONE.filter((who) => who !== 'admin'))(
        'refuses %s and changes nothing',
        async (who) => {
          const businessId = await freshCompany();
          const r = await act(who, 'setSheetId', { businessId, sheetId: id });
          expect(r.status).toBe(who === 'none' ? 401 : 403);
          expect(await stored(businessId)).toBeNull();
        },
      );

      it('refuses what is not a sheet, and an unknown company, changing nothing', async () => {
        const businessId = await freshCompany();
        await act('admin', 'setSheetId', { businessId, sheetId: id });
        for (const bad of [
          'curto',
          `https://evil.example.com/spreadsheets/d/${id}`,
          'x'.repeat(201),
        ]) {
          const r = await act('admin', 'setSheetId', { businessId, sheetId: bad });
          expect(r.status).toBe(400);
          expect(JSON.stringify(r.body)).toMatch(/ID da planilha inválido|no máximo/);
        }
        expect(await stored(businessId)).toBe(id);
        const gone = await act('admin', 'setSheetId', { businessId: randomUUID(), sheetId: id });
        expect(gone.status).toBe(404);
      });
    });
  });
});
