import { addMonths, monthKey, monthsBetween, type YearMonth } from '@portal/domain';

// Months and periods in a pt-BR question (folded: lower case, no accents): one month
// ('outubro', 'out/26', '10/2026', 'mês passado'), ranges ('de março a junho', 'últimos 3
// meses', 'desde março'), quarters, half years, years and the year so far. Written by hand:
// chrono-node's Portuguese reads days ('15 de outubro de 2026', 'ontem') but none of these.

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
/** Three-letter names count only with a year or a slash ('out/2026'): alone they are words. */
const SHORT_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/** A period: its first and last month, 'YYYY-MM' (equal for one month). */
export type Period = { readonly start: string; readonly end: string };

/** A period named in the question, where, and whether it was 'este mês'. */
export type Mention = { at: number; end: number; period: Period; thisMonth?: boolean };

const ym = (key: string): YearMonth => {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return { year, month };
};
const span = (from: YearMonth, to: YearMonth): Period => ({
  start: monthKey(from),
  end: monthKey(to),
});
const one = (m: YearMonth): Period => span(m, m);
const yearSpan = (year: number): Period => span({ year, month: 1 }, { year, month: 12 });

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

/** The last month with reports: the one before the current. */
export const lastClosed = (today: YearMonth): YearMonth => addMonths(today, -1);

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  dois: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
};
const ORDINALS: Record<string, number> = {
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  primeiro: 1,
  segundo: 2,
  terceiro: 3,
  quarto: 4,
};
const count = (text: string): number => NUMBER_WORDS[text] ?? Number(text);

const NAME = `(${MONTH_NAMES.join('|')})`;
const SHORT = `(${SHORT_NAMES.join('|')})`;
const ORD = '(1|2|3|4|primeiro|segundo|terceiro|quarto)(?:o|º|°)?';
/** A year after a quarter or half: written, this one ('deste ano') or the last ('do ano passado'). */
const YEAR =
  '(?:\\s+(?:de\\s+|do\\s+ano\\s+de\\s+)?(20\\d{2})|\\s+(?:deste|desse|neste|nesse|do|de) ano(?:\\s+(passado|anterior)|\\s+(?:atual|corrente))?)?';
/** The year a YEAR match names, undefined when none ('o 3º tri' is the latest begun). */
const yearOf = (m: RegExpExecArray, today: YearMonth, at = 2): number | undefined =>
  m[at]
    ? fullYear(m[at])
    : m[at + 1]
      ? today.year - 1
      : /\bano\b/.test(m[0])
        ? today.year
        : undefined;

type Rule = { pattern: RegExp; read: (m: RegExpExecArray, today: YearMonth) => Period | null };

/** Quarter q of a year; without a year, the latest that has begun. */
const quarter = (q: number, year: number | undefined, today: YearMonth): Period => {
  const y = year ?? (q * 3 - 2 <= today.month ? today.year : today.year - 1);
  return span({ year: y, month: q * 3 - 2 }, { year: y, month: q * 3 });
};
const half = (h: number, year: number | undefined, today: YearMonth): Period => {
  const y = year ?? (h === 1 || today.month >= 7 ? today.year : today.year - 1);
  return span({ year: y, month: h * 6 - 5 }, { year: y, month: h * 6 });
};

const RULES: Rule[] = [
  {
    // 'últimos 3 meses', '3 últimos meses': the number before or after 'últimos'.
    pattern:
      /\bultim[oa]s (\d{1,2}|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze) meses\b|\b(\d{1,2}|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze) ultim[oa]s meses\b/g,
    read: (m, today) => {
      const n = Math.min(Math.max(count((m[1] ?? m[2])!), 1), 60);
      const last = lastClosed(today);
      return span(addMonths(last, 1 - n), last);
    },
  },
  {
    pattern: new RegExp(`\\b${ORD}\\s*tri(?:mestre)?\\b${YEAR}`, 'g'),
    read: (m, today) => quarter(ORDINALS[m[1]!]!, yearOf(m, today), today),
  },
  {
    pattern: /\b(?:t|q)([1-4])(?:[ /](20\d{2}))?\b/g,
    read: (m, today) => quarter(Number(m[1]), fullYear(m[2]), today),
  },
  {
    pattern: /\b(ultimo tri(?:mestre)?|tri(?:mestre)? passado|tri(?:mestre)? anterior)\b/g,
    read: (_m, today) => {
      const last = lastClosed(today);
      // The last whole quarter closed: the one ending at or before the last closed month.
      const q = Math.floor(last.month / 3);
      return q === 0 ? quarter(4, today.year - 1, today) : quarter(q, last.year, today);
    },
  },
  {
    pattern: /\b(?:este|esse|neste|nesse|deste|desse) trimestre\b/g,
    read: (_m, today) => quarter(Math.ceil(today.month / 3), today.year, today),
  },
  {
    pattern: new RegExp(`\\b${ORD}\\s*sem(?:estre)?\\b${YEAR}`, 'g'),
    read: (m, today) => half(ORDINALS[m[1]!]!, yearOf(m, today), today),
  },
  {
    pattern: /\b(ultimo sem(?:estre)?|sem(?:estre)? passado|semestre anterior)\b/g,
    read: (_m, today) => {
      const last = lastClosed(today);
      return last.month >= 6
        ? half(last.month === 12 ? 2 : 1, last.year, today)
        : half(2, last.year - 1, today);
    },
  },
  {
    // 'outubro do ano passado', 'março deste ano'.
    pattern: new RegExp(
      `\\b${NAME}\\s+(?:de|do|deste|desse|neste)\\s+(?:(ano passado|ano anterior)|este ano|ano)\\b`,
      'g',
    ),
    read: (m, today) =>
      one({ year: today.year - (m[2] ? 1 : 0), month: MONTH_NAMES.indexOf(m[1] as never) + 1 }),
  },
  {
    pattern: new RegExp(`\\b${NAME}(?:\\s+de|/|\\s)?\\s*(\\d{4})\\b`, 'g'),
    read: (m, today) => one(named(MONTH_NAMES.indexOf(m[1] as never) + 1, fullYear(m[2]), today)),
  },
  {
    pattern: new RegExp(`\\b${SHORT}(?:/|\\s+de\\s+|\\s+)(\\d{4}|\\d{2})\\b`, 'g'),
    read: (m, today) => one(named(SHORT_NAMES.indexOf(m[1] as never) + 1, fullYear(m[2]), today)),
  },
  {
    // 'jul a set': two short names joined as a range are months, whatever the words around.
    pattern: new RegExp(`\\b${SHORT}(?=\\s*(?:a|ate|-)\\s*${SHORT}\\b)`, 'g'),
    read: (m, today) => one(latest(SHORT_NAMES.indexOf(m[1] as never) + 1, today)),
  },
  {
    pattern: new RegExp(`(?<=\\b${SHORT}\\s*(?:a|ate|-)\\s*)${SHORT}\\b`, 'g'),
    read: (m, today) => one(latest(SHORT_NAMES.indexOf(m[2] as never) + 1, today)),
  },
  {
    // A short name alone, when it is no other pt-BR word ('mar', 'mai', 'dez' are).
    pattern: /\b(jan|fev|abr|jun|jul|ago|set|out|nov)\b/g,
    read: (m, today) => one(latest(SHORT_NAMES.indexOf(m[1] as never) + 1, today)),
  },
  {
    pattern: new RegExp(`\\b${NAME}\\b`, 'g'),
    read: (m, today) => one(latest(MONTH_NAMES.indexOf(m[1] as never) + 1, today)),
  },
  {
    pattern: /\b(\d{1,2})\/(\d{4}|\d{2})\b/g,
    read: (m) => {
      const month = Number(m[1]);
      return month >= 1 && month <= 12 ? one({ year: fullYear(m[2])!, month }) : null;
    },
  },
  {
    pattern: /\b(\d{4})-(\d{2})\b/g,
    read: (m) => {
      const month = Number(m[2]);
      return month >= 1 && month <= 12 ? one({ year: Number(m[1]), month }) : null;
    },
  },
  {
    pattern: /\b(mes passado|ultimo mes|mes retrasado|penultimo mes)\b/g,
    read: (m, today) => one(addMonths(today, /retrasado|penultimo/.test(m[1]!) ? -2 : -1)),
  },
  {
    pattern: /\b(ano passado|ano anterior|ultimo ano)\b/g,
    read: (_m, today) => yearSpan(today.year - 1),
  },
  {
    pattern:
      /\b(acumulado (?:no|do|deste|desse) ano|ytd|no ano ate agora|ate agora no ano|este ano ate agora|(?:inicio|comeco) do ano(?: ate (?:agora|hoje))?)\b/g,
    read: (_m, today) => span({ year: today.year, month: 1 }, today),
  },
  {
    pattern:
      /\b(este|esse|neste|nesse|deste|desse) ano\b|\bano (atual|corrente)\b|\bno ano\b(?![^?]*\b20\d{2}\b)|(?<!\b(?:mes|meses|tri\w*|semestre|bimestre|dia|semana)\s)\bdo ano\b(?! (?:passado|anterior|retrasado|que vem))(?![^?]*\b20\d{2}\b)/g,
    read: (_m, today) => span({ year: today.year, month: 1 }, today),
  },
  {
    // A year alone, wherever it stands ('faturamento 2025 da faísca'): the months written with
    // a year were taken by the rules above.
    pattern: /\b(20\d{2})\b/g,
    read: (m) => yearSpan(Number(m[1])),
  },
];

const THIS_MONTH = /\b(este|esse|neste|nesse|deste|desse) mes\b|\bmes (atual|corrente)\b/g;

/** Every period the folded question names, in the order named (overlaps taken once). */
export function periodMentions(folded: string, today: YearMonth): Mention[] {
  const found: Mention[] = [];
  const taken: [number, number][] = [];
  const take = (at: number, end: number, period: Period, thisMonth = false) => {
    if (taken.some(([a, b]) => at < b && end > a)) return;
    taken.push([at, end]);
    found.push({ at, end, period, ...(thisMonth ? { thisMonth } : {}) });
  };
  for (const m of folded.matchAll(THIS_MONTH))
    take(m.index, m.index + m[0].length, one(today), true);
  for (const rule of RULES) {
    for (const m of folded.matchAll(rule.pattern)) {
      const period = rule.read(m as RegExpExecArray, today);
      if (period) take(m.index, m.index + m[0].length, period);
    }
  }
  // 'acumulado' with no period of its own is the year so far.
  const total = /\bacumulad[oa]s?\b/.exec(folded);
  if (found.length === 0 && total)
    take(total.index, total.index + total[0].length, span({ year: today.year, month: 1 }, today));
  return found.sort((a, b) => a.at - b.at);
}

/** Between two months: a range ('de março a junho', 'entre agosto e outubro'). */
const RANGE_WORDS = /^\s*(a|ate|e|ao|-)\s*$/;
/** A range's end said as the present: up to the last closed month. */
const UNTIL_NOW = /^\s*(?:pra|para|ate)\s+(?:ca|agora|hoje|aqui|o momento|o dia de hoje)\b/;
/** Before the first month of a range: 'de', 'entre', 'desde'. */
const RANGE_START = /\b(de|entre|do|desde)\s*$/;

/**
 * The named periods as the question means them: two months joined by 'a' / 'até' / 'e' after
 * 'de' / 'entre' are one range ('de março a junho'), a year written once applying to both
 * ('março a junho de 2025'); 'desde março' runs to the last closed month. The rest stay apart.
 */
export function namedPeriods(folded: string, today: YearMonth): Mention[] {
  const mentions = periodMentions(folded, today);
  const out: Mention[] = [];
  for (let i = 0; i < mentions.length; i += 1) {
    const a = mentions[i]!;
    const b = mentions[i + 1];
    const joiner = b ? folded.slice(a.end, b.at) : '';
    // 'jul a set' is a range as it stands; 'agosto e outubro' only after 'entre' / 'de'.
    const range =
      b &&
      RANGE_WORDS.test(joiner) &&
      (!/^\s*e\s*$/.test(joiner) || RANGE_START.test(folded.slice(0, a.at)));
    if (b && range) {
      let first = a.period;
      // 'março a junho de 2025': the year written once is the second month's.
      const yearless = !/\d/.test(folded.slice(a.at, a.end));
      if (yearless && a.period.start === a.period.end && b.period.start === b.period.end) {
        const month = ym(a.period.start).month;
        const year = ym(b.period.start).year;
        first = one({ year: month <= ym(b.period.start).month ? year : year - 1, month });
      }
      const [x, y] = [first, b.period].sort((p, q) => (p.start < q.start ? -1 : 1));
      out.push({ at: a.at, end: b.end, period: { start: x!.start, end: y!.end } });
      i += 1;
      continue;
    }
    // 'desde março', 'desde 2025': from the period's first month to the last closed one. So
    // is a range whose end is said as now ('de março até hoje', 'a partir de março'): read as
    // the start month alone, it would answer for one month of many.
    const toNow = UNTIL_NOW.exec(folded.slice(a.end));
    const before = folded.slice(0, a.at);
    if (
      /\b(desde|a partir d[eo])\s*(?:o |a )?$/.test(before) ||
      (toNow && RANGE_START.test(before))
    )
      out.push({
        ...a,
        end: a.end + (toNow?.[0].length ?? 0),
        period: span(ym(a.period.start), lastClosed(today)),
      });
    else out.push(a);
  }
  return out;
}

/**
 * A period cut at the last closed month ('este ano' is jan to the last report's month): a month
 * not yet closed has no report. A period wholly after it stays as asked.
 */
export const closedPart = (p: Period, today: YearMonth): Period => {
  const last = monthKey(lastClosed(today));
  return p.end > last && p.start <= last ? { start: p.start, end: last } : p;
};

/** The same period a year before. */
export const yearBefore = (p: Period): Period => ({
  start: monthKey(addMonths(ym(p.start), -12)),
  end: monthKey(addMonths(ym(p.end), -12)),
});

/** The month before a one-month period, or the span of the same length just before a range. */
export const periodBefore = (p: Period): Period => {
  const n = monthCount(p);
  return {
    start: monthKey(addMonths(ym(p.start), -n)),
    end: monthKey(addMonths(ym(p.end), -n)),
  };
};

/** How many months a period spans. */
export const monthCount = (p: Period): number => monthsBetween(ym(p.start), ym(p.end)) + 1;

/** The months of a period, first to last. */
export const monthsOf = (p: Period): string[] =>
  Array.from({ length: Math.min(monthCount(p), 60) }, (_, k) =>
    monthKey(addMonths(ym(p.start), k)),
  );
