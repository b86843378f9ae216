import {
  formatBRL,
  formatBRLOrDash,
  formatGoalProgress,
  formatNetMargin,
  formatProfitChange,
  INDICATOR_AVERAGE_NET_PROFIT,
  INDICATOR_NET_PROFIT_CHANGE,
  indicatorForecast,
  indicatorYearRevenue,
} from '@portal/domain';
import type { ToolOutput } from '../tools';
import { METRICS } from '../tools/finance';
import { isWaiting, type AnswerContext } from './answer-context';
import { during } from './answers-finance';
import { figure, link, listText, percentChangeText, table } from './markdown';
import { METRIC_LABELS } from './vocabulary';

// Answers about one company's monthly reports and its goal, through company_reports, which hands
// over the month-on-month and year-on-year changes and the Analytics cards as the screen prints
// them (summaryCards through the month asked, or the current one).

/** The Analytics cards a company_reports reply carries, as lines of an answer. */
const cardLines = (cards: NonNullable<ToolOutput<'company_reports'>['cards']>): string[] => [
  `- ${INDICATOR_AVERAGE_NET_PROFIT}: **${formatBRLOrDash(cards.averageNetProfit)}**`,
  `- ${INDICATOR_NET_PROFIT_CHANGE} (do primeiro ao último relatório): **${formatProfitChange(cards.netProfitChange?.percent ?? null)}**`,
  `- ${indicatorYearRevenue(cards.goal.year)}: **${formatBRL(cards.goal.yearRevenue)}**` +
    (cards.goal.revenueGoal
      ? ` (**${formatGoalProgress(cards.goal.progress)}** da meta de ${formatBRL(cards.goal.revenueGoal)})`
      : ''),
  `- ${indicatorForecast(cards.goal.year)}: **${formatBRLOrDash(cards.goal.forecast)}**`,
];

export async function goalAnswer(ctx: AnswerContext): Promise<string> {
  const { reading } = ctx;
  const targets = reading.companies.length
    ? ctx.companies.filter((c) => reading.companies.some((n) => n.id === c.id))
    : ctx.companies;
  const end = reading.period?.end;
  const rows: {
    c: (typeof targets)[number];
    goal: NonNullable<ToolOutput<'company_reports'>['cards']>['goal'];
    link: string;
  }[] = [];
  for (const c of targets) {
    const r = await ctx.tools.call('company_reports', {
      businessId: c.id,
      ...(end ? { end } : {}),
    });
    if (r.cards) rows.push({ c, goal: r.cards.goal, link: r.reportsLink });
  }
  const waiting = reading.companies
    .filter((n) => isWaiting(ctx, n.id))
    .map((n) => `A **${n.name}** ainda aguarda aprovação: não tem relatórios para medir a meta.`);
  const reaches = (g: (typeof rows)[number]['goal']) =>
    g.forecast !== null &&
    g.revenueGoal !== null &&
    g.revenueGoal > 0 &&
    g.forecast >= g.revenueGoal;
  if (rows.length === 1) {
    const { c, goal, link: href } = rows[0]!;
    return (
      `A meta anual de faturamento da ${link(c.name, href)} é **${formatBRL(c.revenueGoal)}**. ` +
      `Em ${goal.year} ela faturou **${formatBRL(goal.yearRevenue)}** até agora (**${formatGoalProgress(goal.progress)}** da meta); ` +
      `no ritmo atual, a previsão para dezembro é de **${formatBRLOrDash(goal.forecast)}**: ` +
      (reaches(goal) ? '**bate a meta**.' : '**não bate a meta**.')
    );
  }
  if (rows.length === 0) return waiting.join('\n\n') || 'Nenhuma empresa tem relatórios neste ano.';
  const year = rows[0]!.goal.year;
  const hitting = rows.filter((r) => reaches(r.goal));
  return (
    (hitting.length
      ? `No ritmo atual, ${hitting.length === 1 ? 'bate a meta de faturamento de ' + year + ' a' : `**${hitting.length} empresas** batem a meta de faturamento de ${year}:`} ${listText(hitting.map((r) => `**${link(r.c.name, r.link)}**`))}.`
      : `No ritmo atual, nenhuma empresa bate a meta de faturamento de ${year}.`) +
    ` A previsão para dezembro soma o faturado no ano e a média mensal nos meses sem relatório.\n\n` +
    table(
      [
        'Empresa',
        'Meta anual',
        `Faturado em ${year}`,
        '% da meta',
        'Previsão para dezembro',
        'Bate a meta?',
      ],
      rows.map(({ c, goal, link: href }) => [
        link(c.name, href),
        formatBRL(c.revenueGoal),
        formatBRL(goal.yearRevenue),
        formatGoalProgress(goal.progress),
        formatBRLOrDash(goal.forecast),
        reaches(goal) ? 'Sim' : 'Não',
      ]),
    ) +
    (waiting.length ? `\n\n${waiting.join(' ')}` : '')
  );
}

export async function reportsAnswer(ctx: AnswerContext): Promise<string> {
  const parts: string[] = [];
  const period = ctx.reading.period;
  for (const company of ctx.reading.companies) {
    if (isWaiting(ctx, company.id)) {
      parts.push(`A **${company.name}** ainda aguarda aprovação: não tem relatórios mensais.`);
      continue;
    }
    const r = await ctx.tools.call('company_reports', {
      businessId: company.id,
      ...(period ? { start: period.start, end: period.end } : {}),
    });
    const reports = period ? r.reports : r.reports.slice(0, 12);
    if (reports.length === 0) {
      parts.push(
        `A ${link(company.name, r.reportsLink)} não tem relatórios ${period ? during(period) : 'ainda'}.`,
      );
      continue;
    }
    if (period && period.start === period.end) {
      const x = reports[0]!;
      parts.push(
        `DRE de ${link(x.monthLabel, x.link)} da **${company.name}**:\n` +
          METRICS.map((m) => `- ${METRIC_LABELS[m]}: **${figure(m, x[m])}**`).join('\n') +
          (x.monthOnMonth
            ? `\n\nEm relação ao mês anterior: faturamento ${percentChangeText(x.monthOnMonth.grossRevenue.percent)}, lucro líquido ${percentChangeText(x.monthOnMonth.netProfit.percent)}.`
            : '') +
          (x.yearOnYear
            ? `\n\nEm relação ao mesmo mês do ano anterior: faturamento ${percentChangeText(x.yearOnYear.grossRevenue.percent)}, lucro líquido ${percentChangeText(x.yearOnYear.netProfit.percent)}.`
            : '') +
          (r.cards
            ? `\n\nIndicadores até ${r.cards.throughLabel}:\n${cardLines(r.cards).join('\n')}`
            : ''),
      );
      continue;
    }
    parts.push(
      `Relatórios mensais da ${link(company.name, r.reportsLink)}${period ? `, ${during(period)}` : ' (últimos 12)'}:\n\n` +
        table(
          [
            'Mês',
            ...(['gross_revenue', 'net_revenue', 'net_profit', 'net_margin'] as const).map(
              (m) => METRIC_LABELS[m],
            ),
          ],
          reports.map((x) => [
            link(x.monthLabel, x.link),
            formatBRL(x.gross_revenue),
            formatBRL(x.net_revenue),
            formatBRL(x.net_profit),
            formatNetMargin(x.net_margin),
          ]),
        ),
    );
  }
  return parts.join('\n\n');
}
