import { CHAT_EXAMPLE_QUESTIONS, monthKey, type YearMonth } from '@portal/domain';
import { fold } from '../tools/tool';
import type { CompanyRef } from './company-names';
import { lastClosed } from './periods';
import { periodPart, readingParts, subjectPart, suggestion, type Reading } from './reading';

// docs/assistant.md, 'When it cannot choose, it asks': the questions a suggestion link asks are
// written from a reading, in words the assistant reads back as that same reading.

/** A question that reads back as `r` ('Receita líquida da Exato Contabilidade em set/2026'). */
export function questionOf(r: Reading): string {
  const subject = subjectPart(r.subject);
  const names = r.companies.map((c) => c.name);
  const whose = names.length
    ? ` da ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e da ${names.at(-1)}`}`
    : r.every && r.subject.kind === 'figures'
      ? ' de todas as empresas'
      : '';
  const when = r.period
    ? r.period.start === r.period.end
      ? ` em ${periodPart(r.period)}`
      : ` de ${periodPart(r.period)}`
    : '';
  const order = r.order
    ? ` ${r.order.direction === 'desc' ? 'do maior para o menor' : 'do menor para o maior'}` +
      (r.order.top ? ` top ${r.order.top}` : '') +
      (r.order.last ? ` últimas ${r.order.last}` : '')
    : '';
  return `${subject}${whose}${when}${order}`;
}

/** The answer that asks: the sure part of the reading, one question, the choices as links. */
export function askAnswer(
  sure: readonly string[],
  question: string,
  choices: readonly { label: string; question: string }[],
): string {
  const line = `_Entendi: ${[...sure, 'preciso de um detalhe'].join(' · ')}_\n\n`;
  return `${line}${question}\n\n${choices.map((c) => `- ${suggestion(c.label, c.question)}`).join('\n')}`;
}

/** A name that fits several companies as well: which one? */
export function whichCompany(r: Reading, candidates: readonly CompanyRef[]): string {
  const sure = readingParts({ ...r, companies: [], every: false });
  return askAnswer(
    sure,
    'Qual destas empresas?',
    candidates.map((c) => ({ label: c.name, question: questionOf({ ...r, companies: [c] }) })),
  );
}

/** 'margem' with no period and nothing before to tell: one month or the year so far? */
export function whichPeriod(r: Reading, today: YearMonth): string {
  const last = monthKey(lastClosed(today));
  const month = { start: last, end: last };
  const year = { start: `${lastClosed(today).year}-01`, end: last };
  const sure = readingParts({ ...r, period: null });
  return askAnswer(sure, 'De qual período?', [
    { label: `Do mês (${periodPart(month)})`, question: questionOf({ ...r, period: month }) },
    {
      label: `Do ano até agora (${periodPart(year)})`,
      question: questionOf({ ...r, period: year }),
    },
  ]);
}

const TEMPLATES = [
  ...CHAT_EXAMPLE_QUESTIONS,
  'Qual o faturamento de todas as empresas no mês passado?',
  'Qual o lucro líquido de cada empresa este ano?',
  'Quem vai bater a meta de faturamento este ano?',
  'Quais empresas tiveram prejuízo?',
  'Quais empresas aguardam aprovação?',
  'Quantas empresas existem?',
  'Quem são os conselheiros?',
  'Quais documentos cada empresa tem?',
  'Qual empresa mais cresceu em faturamento em relação ao mês anterior?',
];

const wordsOf = (text: string) =>
  new Set(
    fold(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4),
  );

/** Up to three answerable questions sharing the most words with `text` (the examples first). */
export function closestQuestions(text: string, companies: readonly CompanyRef[]): string[] {
  const asked = wordsOf(text);
  const company = companies[0];
  const pool = company
    ? [
        `Como está a ${company.name}?`,
        `Faturamento da ${company.name} no mês passado`,
        `Quais tarefas estão abertas na ${company.name}?`,
        ...TEMPLATES,
      ]
    : TEMPLATES;
  const score = (q: string) => [...wordsOf(q)].filter((w) => asked.has(w)).length;
  return pool
    .map((q, i) => ({ q, s: score(q), i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, 3)
    .map((x) => x.q);
}
