import { addMonths, monthKey, monthsBetween, type YearMonth } from '@portal/domain';

// Months and periods in a pt-BR question: 'outubro', 'outubro de 2025', 'out/2026',
// '10/2026', '2026-10', 'mês passado', 'este mês', 'este ano', 'ano passado', 'em 2025',
// 'últimos 3 meses', 'de agosto a outubro'. The text is folded (lower case, no accents) first.

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
/** Three-letter names count only with a year ('out/2026', 'set 2025'): alone they are words. */
const SHORT_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/** A period the question names: its first and last month (equal for one month). */
export type Period = { readonly start: string; readonly end: string };

/** A month named in the question, where it was named. */
type Mention = { at: number; length: number; period: Period };

const single = (ym: YearMonth): Period => ({ start: monthKey(ym), end: monthKey(ym) });
const range = (from: YearMonth, to: YearMonth): Period => ({
  start: monthKey(from),
  end: monthKey(to),
});

const fullYear = (text: string | undefined): number | undefined => {
  if (!text) return undefined;
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
};

/** A month without a year: the latest such month not after the current one. */
const latest = (month: number, today: YearMonth): YearMonth =>
  month <= today.month ? { year: today.year, month } : { year: today.year - 1, month };

const named = (month: number, year: number | undefined, today: YearMonth): YearMonth =>
  year === undefined ? latest(month, today) : { year, month };

const NAME = `(${MONTH_NAMES.join('|')})`;
const SHORT = `(${SHORT_NAMES.join('|')})`;

type Rule = { pattern: RegExp; read: (m: RegExpExecArray, today: YearMonth) => Period | null };

const RULES: Rule[] = [
  {
    pattern: /\bultimos (\d{1,2}) meses\b/g,
    read: (m, today) => {
      const n = Math.min(Math.max(Number(m[1]), 1), 60);
      const last = addMonths(today, -1);
      return range(addMonths(last, 1 - n), last);
    },
  },
  {
    pattern: new RegExp(`\\b${NAME}(?:\\s+de|/|\\s)?\\s*(\\d{4})\\b`, 'g'),
    read: (m, today) =>
      single(named(MONTH_NAMES.indexOf(m[1] as never) + 1, fullYear(m[2]), today)),
  },
  {
    pattern: new RegExp(`\\b${SHORT}(?:/|\\s+de\\s+|\\s+)(\\d{4}|\\d{2})\\b`, 'g'),
    read: (m, today) =>
      single(named(SHORT_NAMES.indexOf(m[1] as never) + 1, fullYear(m[2]), today)),
  },
  {
    pattern: new RegExp(`\\b${NAME}\\b`, 'g'),
    read: (m, today) => single(latest(MONTH_NAMES.indexOf(m[1] as never) + 1, today)),
  },
  {
    pattern: /\b(\d{1,2})\/(\d{4})\b/g,
    read: (m) => {
      const month = Number(m[1]);
      return month >= 1 && month <= 12 ? single({ year: Number(m[2]), month }) : null;
    },
  },
  {
    pattern: /\b(\d{4})-(\d{2})\b/g,
    read: (m) => {
      const month = Number(m[2]);
      return month >= 1 && month <= 12 ? single({ year: Number(m[1]), month }) : null;
    },
  },
  {
    pattern: /\b(mes passado|ultimo mes|mes retrasado)\b/g,
    read: (m, today) => single(addMonths(today, m[1] === 'mes retrasado' ? -2 : -1)),
  },
  {
    pattern: /\b(este|esse|neste|nesse|deste|desse) mes\b|\bmes (atual|corrente)\b/g,
    read: (_m, today) => single(today),
  },
  {
    pattern: /\b(este|esse|neste|nesse|deste|desse) ano\b|\bano (atual|corrente)\b/g,
    read: (_m, today) => range({ year: today.year, month: 1 }, today),
  },
  {
    pattern: /\b(ano passado|ultimo ano)\b/g,
    read: (_m, today) =>
      range({ year: today.year - 1, month: 1 }, { year: today.year - 1, month: 12 }),
  },
  {
    pattern: /\b(?:em|de|no ano de|durante) (20\d{2})\b/g,
    read: (m) => range({ year: Number(m[1]), month: 1 }, { year: Number(m[1]), month: 12 }),
  },
];

/** Every month or period the folded question names, in the order named (overlaps taken once). */
function periodMentions(folded: string, today: YearMonth): Mention[] {
  const found: Mention[] = [];
  const taken: [number, number][] = [];
  for (const rule of RULES) {
    for (const m of folded.matchAll(rule.pattern)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (taken.some(([a, b]) => at < b && end > a)) continue;
      const period = rule.read(m as RegExpExecArray, today);
      if (!period) continue;
      taken.push([at, end]);
      found.push({ at, length: m[0].length, period });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

export type PeriodReading = {
  /** The period asked about: one, a range of two named months, or null when none is named. */
  period: Period | null;
  /** Two single months to set side by side ('compare outubro com setembro'). */
  pair: [Period, Period] | null;
};

/** 'de agosto a outubro', 'entre agosto e outubro', 'agosto até outubro'. */
const RANGE_BETWEEN = /^\s*(a|ate|e)\s*$/;

export function readPeriods(folded: string, today: YearMonth): PeriodReading {
  const mentions = periodMentions(folded, today);
  const [first, second] = mentions;
  if (!first) return { period: null, pair: null };
  if (second) {
    const between = folded.slice(first.at + first.length, second.at);
    if (RANGE_BETWEEN.test(between)) {
      const [a, b] = [first.period, second.period].sort((x, y) => (x.start < y.start ? -1 : 1));
      return { period: { start: a!.start, end: b!.end }, pair: null };
    }
    const bothSingle = [first, second].every((m) => m.period.start === m.period.end);
    if (bothSingle) return { period: first.period, pair: [first.period, second.period] };
  }
  return { period: first.period, pair: null };
}

/** How many months a period spans. */
export const monthCount = (p: Period): number => {
  const [sy, sm] = p.start.split('-').map(Number) as [number, number];
  const [ey, em] = p.end.split('-').map(Number) as [number, number];
  return monthsBetween({ year: sy, month: sm }, { year: ey, month: em }) + 1;
};
