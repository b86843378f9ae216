import { describe, expect, it } from 'vitest';
import { companyNamesIn } from './company-names';
import { readPeriods } from './periods';
import { readQuestion } from './question';
import { fold } from '../tools/tool';

// The built-in assistant's reading of a question, piece by piece (the answers over real data are
// in chat-questions.http.test.ts).

const today = { year: 2026, month: 11 };
const COMPANIES = [
  { id: 'a', name: 'Padaria Pão da Serra' },
  { id: 'b', name: 'Sorriso Pleno Odontologia' },
  { id: 'c', name: 'Agência Faísca Digital' },
  { id: 'd', name: 'Ateliê Flor de Lis' },
];
const period = (text: string) => readPeriods(fold(text), today);

describe('months and periods', () => {
  it.each([
    ['faturamento de outubro', '2026-10', '2026-10'],
    ['em dezembro', '2025-12', '2025-12'],
    ['outubro de 2025', '2025-10', '2025-10'],
    ['out/2026', '2026-10', '2026-10'],
    ['set 25', '2025-09', '2025-09'],
    ['10/2026', '2026-10', '2026-10'],
    ['2026-03', '2026-03', '2026-03'],
    ['no mês passado', '2026-10', '2026-10'],
    ['este mês', '2026-11', '2026-11'],
    ['este ano', '2026-01', '2026-11'],
    ['ano passado', '2025-01', '2025-12'],
    ['em 2025', '2025-01', '2025-12'],
    ['nos últimos 3 meses', '2026-08', '2026-10'],
    ['de agosto a outubro', '2026-08', '2026-10'],
    ['entre outubro e agosto', '2026-08', '2026-10'],
  ])('%s → %s..%s', (text, start, end) => {
    expect(period(text).period).toEqual({ start, end });
  });

  it('two months to compare are a pair, not a range; none named is null', () => {
    expect(period('compare outubro com setembro').pair).toEqual([
      { start: '2026-10', end: '2026-10' },
      { start: '2026-09', end: '2026-09' },
    ]);
    expect(period('quanto faturou a padaria')).toEqual({ period: null, pair: null });
    // 'out' alone is a word, not October.
    expect(period('quem ficou de fora')).toEqual({ period: null, pair: null });
  });
});

describe('company names', () => {
  const names = (q: string) => {
    const r = companyNamesIn(q, COMPANIES);
    return { ids: r.companies.map((c) => c.id), unknown: r.unknown };
  };

  it('finds whole names, parts of names, accents and case ignored', () => {
    expect(names('Quanto a Padaria Pão da Serra faturou?')).toEqual({ ids: ['a'], unknown: [] });
    expect(names('e a pao da serra?')).toEqual({ ids: ['a'], unknown: [] });
    expect(names('lucro da FAISCA')).toEqual({ ids: ['c'], unknown: [] });
    expect(names('Compare Pão da Serra e Sorriso Pleno')).toEqual({ ids: ['a', 'b'], unknown: [] });
    expect(names('a flor de lis vendeu bem?')).toEqual({ ids: ['d'], unknown: [] });
  });

  it('names a company the portal does not have instead of guessing a similar one', () => {
    expect(names('Quanto faturou a Padaria Estrela?')).toEqual({
      ids: [],
      unknown: ['Padaria Estrela'],
    });
    expect(names('E a Sorriso Feliz?')).toEqual({ ids: [], unknown: ['Sorriso Feliz'] });
    expect(names('o faturamento da empresa zeta')).toEqual({ ids: [], unknown: ['zeta'] });
  });

  it('a capital that only starts the sentence, a month or a verb is no name', () => {
    expect(names('Existe alguma tarefa atrasada?')).toEqual({ ids: [], unknown: [] });
    expect(names('Qual empresa faturou mais em Outubro?')).toEqual({ ids: [], unknown: [] });
  });
});

describe('intents', () => {
  const intent = (q: string) => readQuestion(q, COMPANIES, today).intent;

  it.each([
    ['Quantas empresas existem?', 'companies.count'],
    ['Quais empresas enviaram o DRE este mês?', 'dre.status'],
    ['Qual empresa teve o maior lucro no mês passado?', 'finance.ranking'],
    ['Quanto a Padaria faturou em outubro?', 'finance.value'],
    ['Como variou o faturamento em relação ao mês anterior?', 'finance.change'],
    ['Compare a Padaria e a Sorriso Pleno', 'finance.compare'],
    ['Quais empresas tiveram prejuízo?', 'finance.loss'],
    ['Quais tarefas estão atrasadas?', 'tasks.list'],
    ['Quantas tarefas concluídas por empresa?', 'tasks.count'],
    ['Qual foi a última reunião da Faísca?', 'meetings.last'],
    ['Quem falou sobre "preço"?', 'meetings.search'],
    ['Onde está o contrato social da Padaria?', 'documents.search'],
    ['Quem são os conselheiros?', 'people.list'],
    ['Me fale sobre a Ateliê Flor de Lis', 'company.profile'],
    ['olá', 'help'],
    ['Qual a cor do céu?', 'unknown'],
  ])('%s → %s', (q, kind) => {
    expect(intent(q).kind).toBe(kind);
  });

  it('a searched term is not read as a company', () => {
    const q = readQuestion('Em qual reunião falaram sobre marketing digital?', COMPANIES, today);
    expect(q.intent).toEqual({ kind: 'meetings.search', term: 'marketing digital' });
    expect(q.companies).toEqual([]);
  });
});
