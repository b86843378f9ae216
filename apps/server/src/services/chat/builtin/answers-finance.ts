import {
  addMonths,
  changeBetween,
  financeTotals,
  formatBRL,
  formatNetMargin,
  marginPointsChange,
  monthKey,
  parseMonthKey,
} from '@portal/domain';
import type { Metric } from '../tools/finance';
import { portalLinks } from '../tools/links';
import { previousMonth, type AnswerContext } from './answer-context';
import {
  amountChangeText,
  figure,
  link,
  listText,
  percentChangeText,
  sources,
  table,
} from './markdown';
import { during, reportsAnswer } from './answers-reports';
import { monthCount } from './periods';
import { METRIC_LABELS } from './vocabulary';

// Answers about the monthly reports (DRE) and finance, through the finance tools, which hand over
// the figures the screens print (the finance screen's records, summary and totals; the Analytics
// cards): nothing here computes a figure of its own, it only picks and writes them.

/** How a figure is named inside a sentence, and whether it takes a plural verb. */
const PHRASES: Record<Metric, { the: string; plural: boolean }> = {
  gross_revenue: { the: 'o faturamento', plural: false },
  net_revenue: { the: 'a receita líquida', plural: false },
  expenses: { the: 'as despesas', plural: true },
  cogs: { the: 'os custos', plural: true },
  net_profit: { the: 'o lucro líquido', plural: false },
  net_margin: { the: 'a margem líquida', plural: false },
};
/** 'o maior lucro líquido', 'as menores despesas'. */
const superlative = (metric: Metric, order: 'asc' | 'desc') => {
  const { the, plural } = PHRASES[metric];
  const [article, ...noun] = the.split(' ');
  const most = order === 'desc' ? 'maior' : 'menor';
  return `${article} ${most}${plural ? 'es' : ''} ${noun.join(' ')}`;
};
const MAIN_METRICS: Metric[] = ['gross_revenue', 'net_revenue', 'net_profit', 'net_margin'];
const financeSource = () => link('Finance', portalLinks.finance);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const metricsOf = (ctx: AnswerContext, fallback: Metric[]) =>
  ctx.question.metrics.length ? [...new Set(ctx.question.metrics)] : fallback;
const periodOf = (ctx: AnswerContext) => ctx.question.period ?? previousMonth(ctx.today);

export async function financeValueAnswer(ctx: AnswerContext): Promise<string> {
  const period = periodOf(ctx);
  const metrics = metricsOf(ctx, MAIN_METRICS);
  const f = await ctx.tools.call('finance_period', period);
  const months = monthCount(period);
  const sum = months > 1 ? ` (soma de ${months} meses)` : '';
  const named = ctx.question.companies;
  if (named.length > 0) {
    const parts = named.map((company) => {
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
    return parts.join('\n\n') + sources([financeSource()]);
  }
  if (f.companies.length === 0) return `Nenhuma empresa tem relatório ${during(period)}.`;
  const first = metrics[0]!;
  const total = f.totals[first];
  const n = f.companies.length;
  const headline =
    first === 'net_margin'
      ? `${capitalized(during(period))}, a margem líquida média das ${n} empresas com relatório foi de **${formatNetMargin(f.summary.avg_net_margin)}**.`
      : `${capitalized(during(period))}, ${PHRASES[first].the} somad${PHRASES[first].plural ? 'os' : 'o'} das ${n} empresas com relatório ` +
        `${PHRASES[first].plural ? 'foram' : 'foi'} de **${formatBRL(total)}**${sum}.`;
  const rows = [...f.companies]
    .sort((a, b) => a.company.localeCompare(b.company, 'pt-BR'))
    .map((c) => [link(c.company, c.link), ...metrics.map((m) => figure(m, c[m]))]);
  return (
    `${headline}\n\n` +
    table(['Empresa', ...metrics.map((m) => METRIC_LABELS[m])], rows) +
    (f.missing.length
      ? `\n\nSem relatório ${during(period)}: ${listText(f.missing.map((c) => link(c.company, c.link)))}.`
      : '') +
    sources([financeSource()])
  );
}

export async function rankingAnswer(
  ctx: AnswerContext,
  intent: { order: 'asc' | 'desc'; limit: number | null; single: boolean },
): Promise<string> {
  const period = periodOf(ctx);
  const metric = ctx.question.metrics[0] ?? 'net_profit';
  const r = await ctx.tools.call('finance_ranking', {
    ...period,
    metric,
    order: intent.order,
    limit: 50,
  });
  const top = r.ranking[0];
  if (!top) return `Nenhuma empresa tem relatório ${during(period)}.`;
  const shown = r.ranking.slice(0, intent.limit ?? r.ranking.length);
  return (
    `${capitalized(during(period))}, a empresa com ${superlative(metric, intent.order)} foi a ` +
    `**${link(top.company, top.link)}**, com **${figure(metric, top.value)}**.\n\n` +
    table(
      ['#', 'Empresa', METRIC_LABELS[metric]],
      shown.map((c) => [`${c.position}º`, link(c.company, c.link), figure(metric, c.value)]),
      2,
    ) +
    (r.missing.length
      ? `\n\nSem relatório ${during(period)}: ${listText(r.missing.map((c) => link(c.company, c.link)))}.`
      : '') +
    sources([financeSource()])
  );
}

export async function changeAnswer(ctx: AnswerContext): Promise<string> {
  const month = (ctx.question.period ?? previousMonth(ctx.today)).end;
  const metrics = metricsOf(ctx, ['gross_revenue', 'net_profit']);
  const r = await ctx.tools.call('month_over_month', { month });
  const named = ctx.question.companies;
  const rows = named.length
    ? r.companies.filter((c) => named.some((n) => n.id === c.businessId))
    : r.companies;
  const span = `de ${r.previousLabel} para ${r.monthLabel}`;
  if (named.length === 1) {
    const c = rows[0];
    const company = named[0]!;
    if (!c?.current || !c.previousFigures || !c.change)
      return (
        `Não há como comparar ${span} para a ${link(company.name, c?.link ?? portalLinks.reports(company.id))}: ` +
        `falta o relatório de ${c?.current ? r.previousLabel : r.monthLabel}.`
      );
    return (
      metrics
        .map((m) => {
          const { the, plural } = PHRASES[m];
          const change = c.change![m];
          return (
            `- ${capitalized(the)} da ${link(company.name, c.link)} ${plural ? 'foram' : 'foi'} de ` +
            `**${figure(m, c.current![m])}** em ${r.monthLabel}, ${m === 'net_margin' ? '' : `**${percentChangeText(change.percent)}** (`}` +
            `${amountChangeText(m, change.amount)}${m === 'net_margin' ? '' : ')'} em relação a ${r.previousLabel} (${figure(m, c.previousFigures![m])}).`
          );
        })
        .join('\n') + sources([financeSource()])
    );
  }
  const both = rows.filter((c) => c.change && c.current && c.previousFigures);
  const m = metrics[0]!;
  const before = financeTotals(both.map((c) => c.previousFigures!))[m];
  const after = financeTotals(both.map((c) => c.current!))[m];
  const headline =
    m === 'net_margin'
      ? `Variação ${span}, por empresa:`
      : `${capitalized(span)}, ${PHRASES[m].the} somad${PHRASES[m].plural ? 'os' : 'o'} das ${both.length} empresas com os dois relatórios ` +
        `passou de **${formatBRL(before)}** para **${formatBRL(after)}** (**${percentChangeText(changeBetween(before, after).percent)}**).`;
  return (
    `${headline}\n\n` +
    table(
      [
        'Empresa',
        ...metrics.flatMap((x) => [
          `${METRIC_LABELS[x]} (${r.previousLabel} → ${r.monthLabel})`,
          'Variação',
        ]),
      ],
      rows.map((c) => [
        link(c.company, c.link),
        ...metrics.flatMap((x) => [
          `${c.previousFigures ? figure(x, c.previousFigures[x]) : '—'} → ${c.current ? figure(x, c.current[x]) : '—'}`,
          c.change
            ? x === 'net_margin'
              ? amountChangeText(x, c.change[x].amount)
              : percentChangeText(c.change[x].percent)
            : '—',
        ]),
      ]),
    ) +
    sources([financeSource()])
  );
}

export async function compareAnswer(ctx: AnswerContext): Promise<string> {
  const { companies: named, pair } = ctx.question;
  if (named.length >= 2) {
    const period = periodOf(ctx);
    const metrics = metricsOf(ctx, MAIN_METRICS);
    const f = await ctx.tools.call('finance_period', period);
    const found = named.map((n) => ({ n, r: f.companies.find((c) => c.businessId === n.id) }));
    const m = metrics[0]!;
    const ranked = found.filter((x) => x.r).sort((a, b) => b.r![m] - a.r![m]);
    const lead = ranked[0];
    return (
      (lead && ranked.length > 1
        ? `${capitalized(during(period))}, a ${link(lead.n.name, lead.r!.link)} teve ${superlative(m, 'desc')} ` +
          `(${figure(m, lead.r![m])}), seguida de ` +
          `${listText(ranked.slice(1).map((x) => `${x.n.name} (${figure(m, x.r![m])})`))}.\n\n`
        : '') +
      table(
        ['Empresa', ...metrics.map((x) => METRIC_LABELS[x])],
        found.map(({ n, r }) =>
          r
            ? [link(n.name, r.link), ...metrics.map((x) => figure(x, r[x]))]
            : [link(n.name, portalLinks.reports(n.id)), ...metrics.map(() => 'sem relatório')],
        ),
      ) +
      sources([financeSource()])
    );
  }
  if (pair) {
    const metric = ctx.question.metrics[0] ?? 'gross_revenue';
    const chronological = [...pair].sort((x, y) => (x.start < y.start ? -1 : 1));
    const [a, b] = await Promise.all(chronological.map((p) => ctx.tools.call('finance_period', p)));
    const ids = named.length
      ? named.map((n) => n.id)
      : [...new Set([...a!.companies, ...b!.companies].map((c) => c.businessId))];
    const rows = ids.map((id) => {
      const x = a!.companies.find((c) => c.businessId === id);
      const y = b!.companies.find((c) => c.businessId === id);
      const name = x?.company ?? y?.company ?? named.find((n) => n.id === id)?.name ?? id;
      const change = x && y ? changeBetween(x[metric], y[metric]).percent : null;
      return [
        link(name, (y ?? x)?.link ?? portalLinks.reports(id)),
        x ? figure(metric, x[metric]) : '—',
        y ? figure(metric, y[metric]) : '—',
        metric === 'net_margin' && x && y
          ? amountChangeText(metric, marginPointsChange(x[metric], y[metric]))
          : percentChangeText(change),
      ];
    });
    return (
      `${METRIC_LABELS[metric]}: ${a!.periodLabel} × ${b!.periodLabel}.\n\n` +
      table(['Empresa', a!.periodLabel, b!.periodLabel, 'Variação'], rows) +
      sources([financeSource()])
    );
  }
  if (named.length === 1 && ctx.question.period) return reportsAnswer(ctx);
  return changeAnswer(ctx);
}

export async function lossAnswer(ctx: AnswerContext): Promise<string> {
  const last = addMonths(ctx.today, -1);
  const period = ctx.question.period ?? {
    start: monthKey(addMonths(last, -11)),
    end: monthKey(last),
  };
  const start = parseMonthKey(period.start)!;
  const months = Array.from({ length: Math.min(monthCount(period), 36) }, (_, k) =>
    monthKey(addMonths(start, k)),
  );
  const named = ctx.question.companies;
  const losses = [];
  for (const month of months) {
    const f = await ctx.tools.call('finance_period', { start: month });
    for (const c of f.companies) {
      if (c.net_profit < 0 && (!named.length || named.some((n) => n.id === c.businessId)))
        losses.push({ ...c, label: f.periodLabel });
    }
  }
  const when = ctx.question.period ? during(period) : 'nos últimos 12 meses';
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
