import { changeBetween, marginPointsChange } from '@portal/domain';
import type { Metric } from '../tools/finance';
import { portalLinks } from '../tools/links';
import { isWaiting, type AnswerContext } from './answer-context';
import {
  capitalized,
  during,
  financeSource,
  metricsOf,
  PHRASES,
  thisMonthNote,
} from './answers-finance';
import { amountChangeText, figure, link, percentChangeText, sources, table } from './markdown';
import type { Period } from './periods';
import { METRIC_LABELS } from './vocabulary';

// Figures of one period against another (the month before, the same month a year before, or a
// second period named), per company, from the finance screen's records of each period.

type Row = {
  id: string;
  name: string;
  link: string;
  now: Record<Metric, number> | null;
  before: Record<Metric, number> | null;
};

const changeText = (m: Metric, before: number, after: number) =>
  m === 'net_margin'
    ? amountChangeText(m, marginPointsChange(before, after))
    : `${percentChangeText(changeBetween(before, after).percent)} (${amountChangeText(m, after - before)})`;

/** The change a ranking of growth sorts by: percent, the margin in points. */
const growth = (m: Metric, row: Row): number | null => {
  if (!row.now || !row.before) return null;
  return m === 'net_margin'
    ? marginPointsChange(row.before[m], row.now[m])
    : changeBetween(row.before[m], row.now[m]).percent;
};

export async function compareAnswer(ctx: AnswerContext): Promise<string> {
  const { reading } = ctx;
  const period = reading.period!;
  if (reading.comparison?.kind !== 'period') return '';
  const against: Period = reading.comparison.against;
  const metrics = metricsOf(ctx);
  const [now, before] = await Promise.all([
    ctx.tools.call('finance_period', period),
    ctx.tools.call('finance_period', against),
  ]);
  const label = (p: Period) => during(p).replace(/^em /, '');
  const [nowLabel, beforeLabel] = [label(period), label(against)];
  const ids = reading.companies.length
    ? reading.companies.map((c) => c.id)
    : ctx.companies.map((c) => c.id);
  const rows: Row[] = ids.map((id) => {
    const x = now.companies.find((c) => c.businessId === id);
    const y = before.companies.find((c) => c.businessId === id);
    const name = x?.company ?? y?.company ?? reading.companies.find((c) => c.id === id)?.name ?? id;
    return {
      id,
      name,
      link: x?.link ?? portalLinks.reports(id),
      now: x ?? null,
      before: y ?? null,
    };
  });
  const lacking = rows
    .filter((r) => !r.now || !r.before)
    .map((r) =>
      isWaiting(ctx, r.id)
        ? `A **${r.name}** ainda aguarda aprovação: não tem relatórios.`
        : `Não há como comparar a ${link(r.name, r.link)}: falta o relatório ${!r.now ? during(period) : during(against)}.`,
    );
  const both = rows.filter((r) => r.now && r.before);
  const m = metrics[0]!;
  if (
    rows.length === 1 ||
    (reading.companies.length > 0 && both.length <= 1 && metrics.length > 1)
  ) {
    const lines = both.flatMap((r) =>
      metrics.map((x) => {
        const { the, plural } = PHRASES[x];
        return (
          `- ${capitalized(the)} da ${link(r.name, r.link)} ${plural ? 'foram' : 'foi'} de ` +
          `**${figure(x, r.now![x])}** ${during(period)}, contra ${figure(x, r.before![x])} ${during(against)}: ` +
          `**${changeText(x, r.before![x], r.now![x])}**.`
        );
      }),
    );
    return thisMonthNote(ctx) + [...lines, ...lacking].join('\n') + sources([financeSource()]);
  }
  const order = reading.order;
  if (order) {
    both.sort((a, b) => {
      const d = (growth(m, b) ?? 0) - (growth(m, a) ?? 0);
      return order.direction === 'desc' ? d : -d;
    });
  }
  const shown = order?.top
    ? both.slice(0, order.top)
    : order?.last
      ? both.slice(-order.last)
      : both;
  const lead = order ? (order.last ? shown.at(-1) : shown[0]) : undefined;
  const totalBefore = both.reduce((t, r) => t + r.before![m], 0);
  const totalNow = both.reduce((t, r) => t + r.now![m], 0);
  const headline = lead
    ? `A empresa cujo ${METRIC_LABELS[m].toLowerCase()} mais ${order!.direction === 'desc' ? 'cresceu' : 'caiu'} de ${beforeLabel} para ${nowLabel} foi a ` +
      `**${link(lead.name, lead.link)}**: ${figure(m, lead.before![m])} → ${figure(m, lead.now![m])} (**${changeText(m, lead.before![m], lead.now![m])}**).`
    : m === 'net_margin' || reading.companies.length > 0
      ? `${METRIC_LABELS[m]}: ${nowLabel} × ${beforeLabel}.`
      : `${capitalized(PHRASES[m].the)} somad${PHRASES[m].plural ? 'os' : 'o'} das ${both.length} empresas com os dois relatórios ` +
        `passou de **${figure(m, totalBefore)}** (${beforeLabel}) para **${figure(m, totalNow)}** (${nowLabel}), **${changeText(m, totalBefore, totalNow)}**.`;
  // A company with one of the two reports is left out of the change, but each month's own sum
  // counts every report it has, as the figures of that month alone would.
  const monthSum = (rows: Row[], side: 'now' | 'before') =>
    rows.reduce((t, r) => t + (r[side]?.[m] ?? 0), 0);
  const [allBefore, allNow] = [monthSum(rows, 'before'), monthSum(rows, 'now')];
  const sums =
    !lead &&
    m !== 'net_margin' &&
    reading.companies.length === 0 &&
    (allBefore !== totalBefore || allNow !== totalNow)
      ? `\n\nSomando todos os relatórios de cada mês: ${figure(m, allBefore)} (${beforeLabel}) e ` +
        `${figure(m, allNow)} (${nowLabel}).`
      : '';
  return (
    thisMonthNote(ctx) +
    `${headline}${sums}\n\n` +
    table(
      [
        'Empresa',
        ...metrics.flatMap((x) => [
          `${METRIC_LABELS[x]} ${beforeLabel}`,
          `${METRIC_LABELS[x]} ${nowLabel}`,
          'Variação',
        ]),
      ],
      shown.map((r) => [
        link(r.name, r.link),
        ...metrics.flatMap((x) => [
          figure(x, r.before![x]),
          figure(x, r.now![x]),
          changeText(x, r.before![x], r.now![x]),
        ]),
      ]),
    ) +
    (lacking.length ? `\n\n${lacking.join(' ')}` : '') +
    sources([financeSource()])
  );
}
