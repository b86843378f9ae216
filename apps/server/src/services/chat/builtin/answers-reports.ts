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
import { METRICS, periodLabel } from '../tools/finance';
import type { AnswerContext } from './answer-context';
import { figure, link, percentChangeText, table } from './markdown';
import type { Period } from './periods';
import { METRIC_LABELS } from './vocabulary';

// Answers about one company's monthly reports and its goal, through company_reports, which hands
// over the month-on-month and year-on-year changes and the Analytics cards as the screen prints
// them (summaryCards through the month asked, or the current one).

/** 'em outubro de 2026' / 'de agosto de 2026 a outubro de 2026'. */
export const during = (p: Period): string =>
  p.start === p.end ? `em ${periodLabel(p.start, p.end)}` : periodLabel(p.start, p.end);

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
  const targets = ctx.question.companies.length
    ? ctx.companies.filter((c) => ctx.question.companies.some((n) => n.id === c.id))
    : ctx.companies;
  const rows = [];
  for (const c of targets) {
    const r = await ctx.tools.call('company_reports', { businessId: c.id });
    if (r.cards) rows.push({ c, goal: r.cards.goal, link: r.reportsLink });
  }
  const year = ctx.today.year;
  if (rows.length === 1) {
    const { c, goal, link: href } = rows[0]!;
    return (
      `A meta anual de faturamento da ${link(c.name, href)} é **${formatBRL(c.revenueGoal)}**. ` +
      `Em ${goal.year} ela faturou **${formatBRL(goal.yearRevenue)}** até agora (**${formatGoalProgress(goal.progress)}** da meta); ` +
      `a previsão para dezembro é de ${formatBRLOrDash(goal.forecast)}.`
    );
  }
  return (
    `Metas anuais de faturamento e o faturado em ${year}:\n\n` +
    table(
      ['Empresa', 'Meta anual', `Faturado em ${year}`, '% da meta', 'Previsão para dezembro'],
      rows.map(({ c, goal, link: href }) => [
        link(c.name, href),
        formatBRL(c.revenueGoal),
        formatBRL(goal.yearRevenue),
        formatGoalProgress(goal.progress),
        formatBRLOrDash(goal.forecast),
      ]),
    )
  );
}

export async function reportsAnswer(ctx: AnswerContext): Promise<string> {
  const parts: string[] = [];
  const period = ctx.question.period;
  for (const company of ctx.question.companies) {
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
