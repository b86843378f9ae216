import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  formatBRL,
  formatMeetingDate,
  FIGURE_NOT_AVAILABLE,
  formatBRLOrDash,
  formatChangePercent,
  formatGoalProgress,
  formatProfitChange,
  formatSignedBRL,
  monthComparisons,
  reportNumberChanges,
  summaryCards,
  type MonthlyReport,
} from '@portal/domain';
import { schema } from './db';
import { QUESTIONS, answers, october } from './test/reports';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, sessionOf, type Who } from './test/fixtures';
import { pdfText } from './test/pdf';
import { PNG } from './test/upload-files';

/** 17:00 on 30 November 2026 in São Paulo. */
const NOV_30 = new Date('2026-11-30T20:00:00.000Z');
const OCTOBER = { year: 2026, month: 10 };
/** Every character kind a company may type: accents, symbols, emoji, Greek, Cyrillic, CJK. */
const UNICODE_NAME = 'Ação ≥ 10% ✅ Ωμέγα Жук 日本茶';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const change = (d: { amount: number; percent: number | null } | null) =>
  d
    ? formatSignedBRL(d.amount) + (d.percent === null ? '' : ` (${formatChangePercent(d.percent)})`)
    : FIGURE_NOT_AVAILABLE;

describe.each(BACKENDS)('the board pack (%s)', (backend) => {
  let s: TestServer;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, tokens } = started), {
    clock: { now: () => NOV_30 },
  });

  const admin = () => sessionOf(tokens, 'admin');
  const save = async (businessId: string, month: Record<string, unknown>) => {
    const r = await s.post(
      '/admin/reports',
      { ...admin(), businessId, ...month },
      { action: 'saveReport' },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  const pdfOf = async (businessId: string, month: string) => {
    const res = await fetch(`${s.api}/admin/reports/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', action: 'exportPdf' },
      body: JSON.stringify({ ...admin(), businessId, month }),
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { bytes, raw: Buffer.from(bytes).toString('latin1'), text: flat(await pdfText(bytes)) };
  };
  /** A company with a PNG logo, a goal, and October 2025, September and October 2026 filled. */
  const company = async (name: string, logo: 'png' | 'svg' | null) => {
    const id = randomUUID();
    const key = logo && `logos/${randomUUID()}.${logo}`;
    if (logo === 'png') await s.options.storage.put(key!, PNG, 'image/png');
    if (logo === 'svg')
      await s.options.storage.put(key!, new TextEncoder().encode('<svg/>'), 'image/svg+xml');
    await s.handle.db.insert(schema.businesses).values({
      id,
      name,
      customQuestions: QUESTIONS,
      metaFaturamento: 1_500_000,
      logo: key,
    });
    await save(id, { ...october, month: '2025-10', gross_revenue: 80_000, cogs: 40_000 });
    await save(id, {
      month: '2026-09',
      gross_revenue: 60_000,
      net_revenue: 50_000,
      expenses: 10_000,
      cogs: 30_000,
      customAnswers: answers('Contratação', 'Vendas online'),
    });
    await save(id, {
      ...october,
      customAnswers: answers('Estoque parado ✅ — 在庫 Ωμέγα', 'Promoção ≥ 10% Жук'),
    });
    return id;
  };
  /** What the Analytics screen loads: the report list, in the domain's shape. */
  const screenReports = async (businessId: string) => {
    const r = await s.post(
      '/admin/reports',
      { ...admin(), businessId },
      { action: 'getSpecificCompany' },
    );
    expect(r.status).toBe(200);
    const [group] = r.body as [{ items: { json: MonthlyReport }[]; revenueGoal: number | null }];
    return { reports: group.items.map((i) => i.json), revenueGoal: group.revenueGoal };
  };

  it("prints the figures the Analytics screen's functions give, for the same reports", async () => {
    const id = await company(`Padaria ${randomUUID().slice(0, 4)}`, 'png');
    const { text, raw } = await pdfOf(id, '2026-10');
    const { reports, revenueGoal } = await screenReports(id);

    const numbers = reportNumberChanges(reports, OCTOBER)!;
    const [gross, , , , profit] = numbers;
    expect(text).toContain(
      flat(
        `Receita bruta ${formatBRL(gross!.value)} ${change(gross!.monthOnMonth)} ${change(gross!.yearOnYear)}`,
      ),
    );
    expect(text).toContain(
      flat(
        `Lucro líquido ${formatBRL(profit!.value)} ${change(profit!.monthOnMonth)} ${change(profit!.yearOnYear)}`,
      ),
    );
    const cards = summaryCards(reports, revenueGoal, OCTOBER);
    expect(text).toContain(
      flat(`Lucro líquido médio (6 meses) ${formatBRL(cards.averageNetProfit!)}`),
    );
    const { percent } = cards.netProfitChange!;
    expect(text).toContain(`Evolução do lucro líquido ${formatProfitChange(percent)}`);
    expect(text).toContain(flat(`Faturamento em 2026: ${formatBRL(cards.goal.yearRevenue)}`));
    expect(text).toContain(flat(`Previsão Dez 2026: ${formatBRLOrDash(cards.goal.forecast)}`));
    expect(text).toContain(`${formatGoalProgress(cards.goal.progress)} da meta`);
    for (const { report, monthOnMonth } of monthComparisons(reports)) {
      expect(text).toContain(flat(formatBRL(report.gross_revenue)));
      if (monthOnMonth) expect(text).toContain(flat(change(monthOnMonth.netProfit)));
    }
    // The logo is embedded as an image; the 12-month chart's axis names the months.
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(text).toContain('nov/25 dez/25 jan/26');
    expect(text).toContain('out/26');
  });

  it("lists the month's meetings at São Paulo's time, its tasks done and open, its answers", async () => {
    const id = await company(`Oficina ${randomUUID().slice(0, 4)}`, 'svg');
    const meeting = (title: string, date: string, overview = '') => ({
      id: randomUUID(),
      businessId: id,
      title,
      date: new Date(date),
      overview,
    });
    await s.handle.db.insert(schema.meetings).values([
      meeting('Revisão de metas', '2026-10-16T17:00:00Z', 'Estoque parado e Natal ≥ meta.'),
      // 23:30 on 31 October in São Paulo, already November in UTC: October's.
      meeting('Reunião tardia', '2026-11-01T02:30:00Z'),
      // 23:00 on 30 September in São Paulo, already October in UTC: not October's.
      meeting('Reunião de setembro', '2026-10-01T02:00:00Z'),
    ]);
    const task = (title: string, status: string, createdAt: string, completedAt?: string) => ({
      businessId: id,
      title,
      status: status as 'done',
      createdAt: new Date(createdAt),
      completedAt: completedAt ? new Date(completedAt) : null,
    });
    await s.handle.db
      .insert(schema.tasks)
      .values([
        task('Catálogo corporativo', 'done', '2026-09-20T12:00:00Z', '2026-10-03T15:00:00Z'),
        task('Visitar escritórios', 'in-progress', '2026-10-05T12:00:00Z'),
        task('Rever preços', 'done', '2026-10-06T12:00:00Z', '2026-11-10T12:00:00Z'),
        task('Tarefa de novembro', 'not-started', '2026-11-02T12:00:00Z'),
        task('Feita em setembro', 'done', '2026-09-01T12:00:00Z', '2026-09-15T12:00:00Z'),
      ]);
    const { text, raw } = await pdfOf(id, '2026-10');
    expect(text).toContain(
      `Revisão de metas ${formatMeetingDate('2026-10-16T17:00:00Z')} Estoque parado e Natal ≥ meta.`,
    );
    expect(formatMeetingDate('2026-10-16T17:00:00Z')).toBe(
      'sexta-feira, 16 de out de 2026 às 14:00',
    );
    expect(text).toContain('Reunião tardia sábado, 31 de out de 2026 às 23:30');
    expect(text).not.toContain('Reunião de setembro');
    expect(text).toContain(
      'Concluídas no mês (1) Catálogo corporativo · concluída em 3 de out de 2026',
    );
    expect(text).toContain('Em aberto no fim do mês (2)');
    expect(text).toContain('Visitar escritórios · In progress');
    // Open at October's end, done in November: it says when.
    expect(text).toContain('Rever preços · concluída em 10 de nov de 2026');
    expect(text).not.toContain('Tarefa de novembro');
    expect(text).not.toContain('Feita em setembro');
    expect(text).toContain(`${QUESTIONS[0]} Estoque parado ✅ — 在庫 Ωμέγα`);
    // An SVG logo is not embedded: the drawn mark stands in.
    expect(raw).not.toMatch(/\/Subtype \/Image/);
  });

  it('prints every character a company may type, in fonts embedded in the file', async () => {
    const id = await company(UNICODE_NAME, 'png');
    const { text, raw } = await pdfOf(id, '2026-10');
    expect(text).toContain(UNICODE_NAME);
    expect(text).toContain('Promoção ≥ 10% Жук');
    expect(raw).toMatch(/\/Subtype \/Image/);
    for (const font of ['DejaVuSans', 'NotoEmoji-Regular', 'NotoSansJP-Regular'])
      expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}`));
    expect(raw).not.toContain('Helvetica');
  });
});
