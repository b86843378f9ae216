import { formatBRL, formatMonthYear, formatNetMargin, monthKey } from '@portal/domain';
import type { Metric } from '../tools/finance';
import { periodLabel } from '../tools/finance';
import { portalLinks } from '../tools/links';
import { isWaiting, type AnswerContext } from './answer-context';
import { figure, link, listText, sources, table } from './markdown';
import { monthCount, monthsOf, type Period } from './periods';
import { METRIC_LABELS } from './vocabulary';

// Answers about the monthly reports' figures, through the finance tools, which hand over the
// figures the screens print (the finance screen's records, summary and totals): nothing here
// computes a figure of its own, it only picks and writes them, for the reading's period.

/** How a figure is named inside a sentence, and whether it takes a plural verb. */
export const PHRASES: Record<Metric, { the: string; plural: boolean }> = {
  gross_revenue: { the: 'o faturamento', plural: false },
  net_revenue: { the: 'a receita líquida', plural: false },
  expenses: { the: 'as despesas', plural: true },
  cogs: { the: 'os custos', plural: true },
  net_profit: { the: 'o lucro líquido', plural: false },
  net_margin: { the: 'a margem líquida', plural: false },
};

/** 'o maior lucro líquido', 'as menores despesas'. */
export const superlative = (metric: Metric, order: 'asc' | 'desc') => {
  const { the, plural } = PHRASES[metric];
  const [article, ...noun] = the.split(' ');
  const most = order === 'desc' ? 'maior' : 'menor';
  return `${article} ${most}${plural ? 'es' : ''} ${noun.join(' ')}`;
};

export const financeSource = () => link('Finance', portalLinks.finance);
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'em outubro de 2026' / 'de agosto de 2026 a outubro de 2026'. */
export const during = (p: Period): string =>
  p.start === p.end ? `em ${periodLabel(p.start, p.end)}` : periodLabel(p.start, p.end);

export const metricsOf = (ctx: AnswerContext): Metric[] =>
  ctx.reading.subject.kind === 'figures' ? ctx.reading.subject.metrics : ['gross_revenue'];

/** docs/assistant.md: 'este mês' has no report yet, so the last closed month is read, and said. */
export const thisMonthNote = (ctx: AnswerContext): string =>
  ctx.reading.thisMonthClosed
    ? `O mês atual (${formatMonthYear(monthKey(ctx.today))}) ainda não tem relatório; uso o último mês fechado.\n\n`
    : '';

const missingText = (period: Period, missing: readonly { company: string; link: string }[]) =>
  missing.length
    ? `\n\nSem relatório ${during(period)}: ${listText(missing.map((c) => link(c.company, c.link)))}.`
    : '';

const waitingText = (name: string) =>
  `A **${name}** ainda aguarda aprovação: não tem relatórios mensais no portal.`;

export async function valuesAnswer(ctx: AnswerContext): Promise<string> {
  const period = ctx.reading.period!;
  const metrics = metricsOf(ctx);
  const f = await ctx.tools.call('finance_period', period);
  const months = monthCount(period);
  const sum = months > 1 ? ` (soma de ${months} meses)` : '';
  const named = ctx.reading.companies;
  if (named.length > 0) {
    const parts = named.map((company) => {
      if (isWaiting(ctx, company.id)) return waitingText(company.name);
      const r = f.companies.find((c) => c.businessId === company.id);
      if (!r)
        return `A ${link(company.name, portalLinks.reports(company.id))} não tem relatório ${during(period)}.`;
      if (metrics.length === 1) {
        const m = metrics[0]!;
        const { the, plural } = PHRASES[m];
        return (
          `${capitalized(during(period))}, ${the} da ${link(company.name, r.link)} ` +
          `${plural ? 'foram' : 'foi'} de **${figure(m, r[m])}**${m === 'net_margin' ? '' : sum}.`
        );
      }
      return (
        `**${link(company.name, r.link)}**, ${during(period)}${sum}:\n` +
        metrics.map((m) => `- ${METRIC_LABELS[m]}: **${figure(m, r[m])}**`).join('\n')
      );
    });
    return thisMonthNote(ctx) + parts.join('\n\n') + sources([financeSource()]);
  }
  if (f.companies.length === 0) return `Nenhuma empresa tem relatório ${during(period)}.`;
  const n = f.companies.length;
  const headline = metrics
    .map((m) =>
      m === 'net_margin'
        ? `a margem líquida média das ${n} empresas com relatório foi de **${formatNetMargin(f.summary.avg_net_margin)}**`
        : `${PHRASES[m].the} somad${PHRASES[m].plural ? 'os' : 'o'} das ${n} empresas com relatório ` +
          `${PHRASES[m].plural ? 'foram' : 'foi'} de **${formatBRL(f.totals[m])}**${sum}`,
    )
    .join('; ');
  const rows = [...f.companies]
    .sort((a, b) => a.company.localeCompare(b.company, 'pt-BR'))
    .map((c) => [link(c.company, c.link), ...metrics.map((m) => figure(m, c[m]))]);
  return (
    thisMonthNote(ctx) +
    `${capitalized(during(period))}, ${headline}.\n\n` +
    table(['Empresa', ...metrics.map((m) => METRIC_LABELS[m])], rows) +
    missingText(period, f.missing) +
    sources([financeSource()])
  );
}

export async function rankingAnswer(ctx: AnswerContext): Promise<string> {
  const period = ctx.reading.period!;
  const order = ctx.reading.order!;
  const metric = metricsOf(ctx)[0]!;
  const r = await ctx.tools.call('finance_ranking', {
    ...period,
    metric,
    order: order.direction,
    limit: 50,
  });
  const first = r.ranking[0];
  if (!first) return `Nenhuma empresa tem relatório ${during(period)}.`;
  const shown = order.last
    ? r.ranking.slice(-order.last)
    : r.ranking.slice(0, order.top ?? r.ranking.length);
  const lead = order.last ? shown[shown.length - 1]! : first;
  const direction = order.last ? (order.direction === 'desc' ? 'asc' : 'desc') : order.direction;
  return (
    thisMonthNote(ctx) +
    `${capitalized(during(period))}, a empresa com ${superlative(metric, direction)} foi a ` +
    `**${link(lead.company, lead.link)}**, com **${figure(metric, lead.value)}**.\n\n` +
    table(
      ['#', 'Empresa', METRIC_LABELS[metric]],
      shown.map((c) => [`${c.position}º`, link(c.company, c.link), figure(metric, c.value)]),
      2,
    ) +
    missingText(period, r.missing) +
    sources([financeSource()])
  );
}

export async function lossAnswer(ctx: AnswerContext): Promise<string> {
  const period = ctx.reading.period!;
  const named = ctx.reading.companies;
  const losses = [];
  for (const month of monthsOf(period)) {
    const f = await ctx.tools.call('finance_period', { start: month });
    for (const c of f.companies) {
      if (c.net_profit < 0 && (!named.length || named.some((n) => n.id === c.businessId)))
        losses.push({ ...c, label: f.periodLabel });
    }
  }
  const when = during(period);
  if (losses.length === 0)
    return `Nenhuma empresa teve prejuízo ${when}.` + sources([financeSource()]);
  return (
    `Houve prejuízo em **${losses.length} ${losses.length === 1 ? 'relatório' : 'relatórios'}** ${when}:\n\n` +
    table(
      ['Empresa', 'Mês', METRIC_LABELS.net_profit, METRIC_LABELS.net_margin],
      losses.map((c) => [
        c.company,
        link(c.label, c.link),
        formatBRL(c.net_profit),
        formatNetMargin(c.net_margin),
      ]),
      2,
    ) +
    sources([financeSource()])
  );
}
