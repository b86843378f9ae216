import { addMonths, monthKey, type YearMonth } from '@portal/domain';
import type { Metric } from '../tools/finance';
import {
  closedPart,
  lastClosed,
  namedPeriods,
  periodBefore,
  periodMentions,
  yearBefore,
  type Mention,
  type Period,
} from './periods';
import type { Comparison, Order, Reading, Subject } from './reading';

// The period, comparison and order of a question, and the defaults docs/assistant.md gives
// when it names none (applied after a follow-up took the previous reading's parts).

const CHANGE =
  /\b(cresc\w*|caiu|cairam|cai|queda|variou|variaram|varia\w*|evolu\w*|subiu|subiram|aument\w*|diminu\w*|melhorou|piorou|mudou|mom)\b/;
/** Words that set one thing against another. */
const VERSUS = '(?:compar\\w*|(?:em|com) relacao|contra|frente|vs|versus|diante)';
const YOY = new RegExp(
  `\\b(yoy|a\\/a|ano contra ano|mesmo mes (?:do|no) ano (?:passado|anterior)|mesmo periodo (?:do|no) ano (?:passado|anterior)|${VERSUS}\\s+(?:a|ao|o|com o|com)?\\s*(?:ano passado|ano anterior))\\b`,
);
/**
 * The period before the one named, said with its noun left out: 'trimestre passado … que no
 * anterior', 'mês passado vs retrasado'.
 */
const MOM = new RegExp(
  `\\b(mes anterior|mes a mes|m\\/m|${VERSUS}\\s+(?:a|ao|o|com o|com)?\\s*mes (?:passado|retrasado)|(?:${VERSUS}|(?:do )?que)\\s+(?:(?:a|ao|o|com o|com|n[oa])\\s+)?(?:anterior|retrasado)\\b(?!\\s+(?:ano|mes|tri|sem)))`,
);
/** 'o mesmo mês de 2025': the period named, in another year. */
const SAME_IN_YEAR = /\bmesmo (?:mes|periodo|trimestre|semestre) (?:de|do ano de) (20\d{2})\b/;

const single = (p: Period) => p.start === p.end;
const ym = (key: string): YearMonth => ({
  year: Number(key.slice(0, 4)),
  month: Number(key.slice(5, 7)),
});
const yearOf = (p: Period) => Number(p.start.slice(0, 4));
const shiftYears = (p: Period, years: number): Period => ({
  start: `${yearOf(p) + years}${p.start.slice(4)}`,
  end: `${Number(p.end.slice(0, 4)) + years}${p.end.slice(4)}`,
});

/** What comes just before a period set against ('comparado a', 'contra', 'vs'). */
const AGAINST =
  /\b(compar\w* (a|ao|com|com o)|(em|com) relacao (a|ao)|contra|vs|versus|x|frente (a|ao)|diante de|(a )?(mais|menos|melhor|pior|maior|menor) (do )?que( em| no| na)?)\s*(o mes de\s*)?$/;

export type PeriodParts = {
  period: Period | null;
  thisMonth: boolean;
  comparison: Comparison | null;
  /** Periods named in a way the reading line cannot say ('julho e outubro', summed or set apart). */
  unclear?: boolean;
};

/** Words that set two named periods against each other. */
const COMPARING = new RegExp(
  `\\b(${VERSUS.slice(3, -1)}|x|ou|diferenca|melhor|pior|mais|menos|maior|menor)\\b|${CHANGE.source}`,
);

const blank = (text: string, re: RegExp) => text.replace(re, (m) => ' '.repeat(m.length));

/**
 * Words of a period the rules do not read ('semana passada', 'ontem', 'bimestre', 'últimos 3
 * anos', 'o trimestre' with no number, 'ano que vem', a forecast): read without them, the
 * question would be answered for another period.
 */
const UNREAD_PERIOD =
  /\b((de|pela|na|durante a) (manha|madrugada)|(pela|na|a|durante a) (tarde|noite)|ultim[oa]s meses|semanas?|semanal|quinzenas?|quinzenal|bimestres?|bimestral|dias?|diari[oa]s?|ontem|amanha|natal|feriados?|proxim[oa]s?|que vem|anos|trimestres?|semestres?|anterior|retrasad[oa]s?|desde (?:o |a )?(?:inicio|comeco|sempre|abertura)|previst[oa]s?|previsao|projec\w*|projetad[oa]s?|estimad[oa]s?|vai (?:faturar|vender|lucrar|ter|fechar)|vao (?:faturar|vender|lucrar|ter|fechar))\b/;

/** The question with the periods and comparisons it reads blanked out. */
export function blankPeriods(folded: string, today: YearMonth): string {
  let text = blank(blank(blank(folded, YOY), MOM), SAME_IN_YEAR);
  for (const m of periodMentions(text, today))
    text = text.slice(0, m.at) + ' '.repeat(m.end - m.at) + text.slice(m.end);
  return text;
}

/** Whether the question names a period in words the reading cannot say. */
export function unreadPeriod(folded: string, today: YearMonth): boolean {
  const text = blankPeriods(blank(folded, /\b(bom|em|por|ao) dia\b/g), today);
  // A day of a month ('15 de outubro'): the reports are monthly, so the day cannot be read.
  const day =
    /\b\d{1,2} de (janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/;
  return UNREAD_PERIOD.test(text) || day.test(folded);
}

export function comparisonAndPeriod(folded: string, today: YearMonth): PeriodParts {
  const relative = YOY.test(folded) ? 'year' : MOM.test(folded) ? 'before' : null;
  const sameIn = SAME_IN_YEAR.exec(folded);
  const text = blank(blank(blank(folded, YOY), MOM), SAME_IN_YEAR);
  const mentions = namedPeriods(text, today);
  const first = mentions[0];
  const thisMonth = Boolean(first?.thisMonth);
  if (sameIn && mentions.length <= 1) {
    const period = first?.period ?? null;
    const comparison = relativeTo(period, 'year', today, Number(sameIn[1]));
    return { period, thisMonth, comparison };
  }
  if (relative) {
    const period = first?.period ?? null;
    return { period, thisMonth, comparison: relativeTo(period, relative, today) };
  }
  const raw = periodMentions(text, today);
  // 'em ordem crescente' orders the rows; it says nothing of a change.
  const changing = CHANGE.test(text.replace(/\b(?:de)?crescente\b/g, ' '));
  if (changing && raw.length === 2 && raw.every((m) => single(m.period))) {
    const [a, b] = [raw[0]!.period, raw[1]!.period].sort((x, y) => (x.start < y.start ? -1 : 1));
    return {
      period: b!,
      thisMonth: false,
      comparison: { kind: 'period', against: a!, relation: 'named' },
    };
  }
  // Periods with nothing setting one against the other ('somando setembro e outubro', 'em
  // agosto, setembro e outubro'): together when each follows the one before, else not read;
  // three or more set against each other cannot be said in the line either.
  const comparing = COMPARING.test(text);
  if (mentions.length > 2 || (mentions.length === 2 && !comparing)) {
    const sorted = mentions.map((m) => m.period).sort((x, y) => (x.start < y.start ? -1 : 1));
    const chained = sorted.every(
      (p, i) => i === 0 || monthKey(addMonths(ym(sorted[i - 1]!.end), 1)) === p.start,
    );
    return chained && !comparing
      ? {
          period: { start: sorted[0]!.start, end: sorted.at(-1)!.end },
          thisMonth: false,
          comparison: null,
        }
      : { period: null, thisMonth: false, comparison: null, unclear: true };
  }
  if (mentions.length >= 2) {
    const second = mentions[1]!;
    let a = first!.period;
    const b = second.period;
    // '1º semestre contra 2º semestre de 2025': a year written once is both periods'.
    const yearless = !/\d{4}|\/\d{2}/.test(text.slice(first!.at, first!.end));
    if (yearless && /\d{4}/.test(text.slice(second.at, second.end)) && yearOf(a) !== yearOf(b)) {
      const moved = shiftYears(a, yearOf(b) - yearOf(a));
      if (moved.start !== b.start) a = moved;
    }
    // Whichever is named first, the period is the later one and the comparison the earlier.
    const [earlier, later] = a.start <= b.start ? [a, b] : [b, a];
    return {
      period: later,
      thisMonth: false,
      comparison: { kind: 'period', against: earlier, relation: 'named' },
    };
  }
  // 'em relação a setembro', 'contra agosto': the one period named is what it is set against.
  if (first && AGAINST.test(text.slice(0, first.at)))
    return {
      period: null,
      thisMonth: false,
      comparison: { kind: 'period', against: first.period, relation: 'named' },
    };
  const period = first?.period ?? null;
  // A change over the year so far is set against the same months a year before or against the
  // months just before them, and nothing says which: not guessed.
  const yearSoFar =
    period !== null &&
    period.start.endsWith('-01') &&
    !period.end.endsWith('-12') &&
    period.start !== period.end;
  if (changing && yearSoFar) return { period, thisMonth, comparison: null, unclear: true };
  return { period, thisMonth, comparison: changing ? relativeTo(period, 'before', today) : null };
}

function relativeTo(
  period: Period | null,
  relation: 'before' | 'year',
  today: YearMonth,
  inYear?: number,
): Comparison {
  const p = period ?? { start: monthKey(lastClosed(today)), end: monthKey(lastClosed(today)) };
  if (relation === 'year' && inYear !== undefined)
    return { kind: 'period', relation, inYear, against: shiftYears(p, inYear - yearOf(p)) };
  return {
    kind: 'period',
    relation,
    against: relation === 'year' ? yearBefore(p) : periodBefore(p),
  };
}

const NUMBERS: Record<string, number> = {
  duas: 2,
  dois: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  dez: 10,
};
const N = '(\\d{1,2}|duas|dois|tres|quatro|cinco|seis|dez)';
const numberOf = (text: string) => NUMBERS[text] ?? Number(text);

/** Words that ask for a ranking in no direction of their own: largest first unless told. */
const RANKED =
  /\b(top|ranking|rank|ranqueie|ranquear|ordene|ordena|ordenar|ordenad\w*|ordem|classifica\w*|colocac\w*)\b/;
const HIGH = /\b(maior|maiores|mais|melhor|melhores|lider\w*|campea\w*|destaque)\b/;
const LOW = /\b(menor|menores|menos|pior|piores|lanterna)\b/;
const FALL =
  /\b(caiu|cairam|queda|quedas|diminuiu|diminuiram|recuou|recuaram|encolheu|piorou|pioraram)\b/;

/** docs/assistant.md's order: its direction, top N / últimas N, a single best or worst as top 1. */
/** 'pode inverter a ordem?', 'agora ao contrário': the previous ranking in the other direction. */
export const REVERSED = /\b(invert\w*|inversa|a?o contrario|de tras pra frente)\b/;

/** Whether the question says a direction of its own ('maior', 'piores', 'crescente'). */
export const namesDirection = (folded: string): boolean =>
  HIGH.test(folded) || LOW.test(folded) || /\b(de)?crescente\b/.test(folded);

export function orderOf(
  folded: string,
  subject: Subject,
  metrics: readonly Metric[],
): Order | null {
  if (subject.kind !== 'figures' && subject.kind !== 'tasks') return null;
  const text = blank(
    folded,
    /\b(mais recentes?|no maximo|pelo menos|a mais|de mais|mais ou menos)\b/g,
  );
  // The direction said outright: 'do maior pro menor', 'da menor pra maior', 'maior primeiro'.
  const explicitDesc =
    /\bd[oa] maior (pr[oa]|para( [oa])?|ao?) menor\b|\bdecrescente\b|\bmaior(es)? primeiro\b/.test(
      text,
    );
  const explicitAsc =
    /\bd[oa] menor (pr[oa]|para( [oa])?|ao?) maior\b|\bcrescente\b|\bmenor(es)? primeiro\b/.test(
      text,
    );
  const high = HIGH.test(text);
  const low = LOW.test(text);
  // 'top 3', 'as 3 maiores', 'as duas que tiveram menos': the first N rows.
  const top =
    new RegExp(`\\btop[\\s-]*${N}\\b`).exec(text) ??
    new RegExp(
      `\\b${N}\\s+(?:empresas\\s+)?(?:que\\s+(?:[a-z]+\\s+){0,2}?|com\\s+(?:o|a|os|as)?\\s*|de\\s+)?(?:maiores|menores|melhores|piores|primeir\\w*|mais|menos|maior|menor|melhor|pior)\\b`,
    ).exec(text);
  const last =
    new RegExp(`\\bultim[ao]s\\s+${N}\\b(?!\\s+mes)`).exec(text) ??
    new RegExp(`\\b${N}\\s+ultim[ao]s\\b(?!\\s+mes)`).exec(text);
  if (!explicitDesc && !explicitAsc && !high && !low && !top && !last && !RANKED.test(text))
    return null;
  const costly = metrics[0] === 'expenses' || metrics[0] === 'cogs';
  let direction: Order['direction'] = low && !high ? 'asc' : 'desc';
  if (low && high) direction = LOW.exec(text)!.index < HIGH.exec(text)!.index ? 'asc' : 'desc';
  if (costly && /\b(melhor|melhores)\b/.test(text)) direction = 'asc';
  if (costly && /\b(pior|piores)\b/.test(text)) direction = 'desc';
  // 'quem mais caiu': the largest fall is the smallest change.
  if (FALL.test(text) && !low) direction = 'asc';
  if (explicitDesc) direction = 'desc';
  if (explicitAsc) direction = 'asc';
  const single =
    !top &&
    !last &&
    !explicitDesc &&
    !explicitAsc &&
    // 'qual empresa', 'quem', or a superlative in the singular ('melhor margem'): one row.
    // 'a empresa com menos…', 'empresa mais lucrativa', 'o que lucrou menos': the singular.
    /\b(qual|quem|que empresa|a empresa que|empresa (com|mais|menos)|o que|a que|pior|melhor|maior|menor|lanterna)\b/.test(
      text,
    ) &&
    !/\b(quais|ranking|rank|ordem|orden\w*|classifica\w*|list\w*)\b/.test(text);
  return {
    direction,
    top: top ? numberOf(top[1]!) : single ? 1 : null,
    last: last ? numberOf(last[1]!) : null,
  };
}

/** The last 12 closed months: where a loss is looked for when no period is named. */
const lastYearOfReports = (today: YearMonth): Period => {
  const last = lastClosed(today);
  return {
    start: monthKey({
      year: last.month === 12 ? last.year : last.year - 1,
      month: (last.month % 12) + 1,
    }),
    end: monthKey(last),
  };
};

/** docs/assistant.md's defaults, applied once the reading is whole. */
export function completed(r: Reading, today: YearMonth): Reading {
  const out: Reading = { ...r };
  const closed: Period = { start: monthKey(lastClosed(today)), end: monthKey(lastClosed(today)) };
  const yearSoFar: Period = { start: `${lastClosed(today).year}-01`, end: closed.end };
  const kind = out.subject.kind;
  const figures = kind === 'figures';
  if (figures || kind === 'goal' || kind === 'loss') {
    if (out.thisMonthClosed && out.period) out.period = closed;
    else if (!out.period)
      out.period =
        kind === 'goal' || out.comparison?.kind === 'goal'
          ? yearSoFar
          : kind === 'loss'
            ? lastYearOfReports(today)
            : closed;
    else out.period = closedPart(out.period, today);
  }
  // The month of the report asked about; with none named, the current one ('DRE este mês').
  if (kind === 'dre-status')
    out.period =
      out.period && out.period.start === out.period.end && !out.thisMonthClosed
        ? out.period
        : out.period && out.period.start !== out.period.end
          ? { start: out.period.end, end: out.period.end }
          : { start: monthKey(today), end: monthKey(today) };
  // The goal's forecast is made from the year so far, whatever month is named.
  if (kind === 'goal' || out.comparison?.kind === 'goal') out.period = yearSoFar;
  if (kind === 'reports' && out.thisMonthClosed) out.period = closed;
  // Named companies are set against each other, not ranked (docs/assistant.md, 'Companies').
  if (!figures || out.companies.length >= 1) out.order = kind === 'tasks' ? out.order : null;
  if (!figures && out.comparison) out.comparison = null;
  if (out.comparison?.kind === 'period' && out.period && out.comparison.relation !== 'named')
    out.comparison = relativeTo(out.period, out.comparison.relation, today, out.comparison.inYear);
  // The period part is always the later of the two (docs/assistant.md, two periods).
  if (
    out.comparison?.kind === 'period' &&
    out.period &&
    out.comparison.against.start > out.period.start
  ) {
    const later = out.comparison.against;
    out.comparison = { kind: 'period', relation: 'named', against: out.period };
    out.period = later;
  }
  const perCompany = [
    'figures',
    'goal',
    'loss',
    'dre-status',
    'tasks',
    'meetings',
    'documents',
    'meeting-topic',
  ];
  out.every = out.companies.length === 0 && out.unknown.length === 0 && perCompany.includes(kind);
  if (
    !perCompany.includes(kind) &&
    !['profile', 'manager', 'reports', 'people', 'waiting'].includes(kind)
  ) {
    out.companies = [];
    out.unknown = [];
  }
  return out;
}

export type { Mention };
