import { describe, expect, it } from 'vitest';
import { companyNamesIn } from './company-names';
import { readConversation } from './engine';
import { completed } from './question-parts';
import { readQuestion } from './question';
import { readingParts } from './reading';

// The built-in assistant's reading of a question, without a database (the answers over the demo
// data are measured by the question bank, chat-bank.http.test.ts).

const today = { year: 2026, month: 11 };
const COMPANIES = [
  { id: 'a', name: 'Padaria Pão da Serra', niche: 'Padaria artesanal' },
  { id: 'b', name: 'Sorriso Pleno Odontologia', niche: 'Clínica odontológica' },
  { id: 'c', name: 'Agência Faísca Digital', niche: 'Agência de marketing' },
  { id: 'd', name: 'Ateliê Flor de Lis', niche: 'E-commerce de moda' },
];
const line = (q: string) =>
  `Entendi: ${readingParts(completed(readQuestion(q, COMPANIES, today).reading, today)).join(' · ')}`;

describe('the reading line', () => {
  it.each([
    [
      'Quanto a Padaria faturou em outubro?',
      'Entendi: Faturamento · Padaria Pão da Serra · out/2026',
    ],
    ['faturamento de todas no mês passado', 'Entendi: Faturamento · todas as empresas · out/2026'],
    ['receita da padoca em 10/2026', 'Entendi: Faturamento · Padaria Pão da Serra · out/2026'],
    [
      'lucro da Sorisso Pleno este mês',
      'Entendi: Lucro líquido · Sorriso Pleno Odontologia · out/2026',
    ],
    [
      'CMV da padaria no 1º semestre',
      'Entendi: Custos · Padaria Pão da Serra · jan/2026 a jun/2026',
    ],
    [
      'despesas da faisca de março a junho',
      'Entendi: Despesas · Agência Faísca Digital · mar/2026 a jun/2026',
    ],
    [
      'faturamento nos últimos 3 meses',
      'Entendi: Faturamento · todas as empresas · ago/2026 a out/2026',
    ],
    [
      'lucro no último trimestre',
      'Entendi: Lucro líquido · todas as empresas · jul/2026 a set/2026',
    ],
    [
      'faturamento acumulado no ano',
      'Entendi: Faturamento · todas as empresas · jan/2026 a out/2026',
    ],
    [
      'faturamento e lucro da Padaria em 2025',
      'Entendi: Faturamento e Lucro líquido · Padaria Pão da Serra · jan/2025 a dez/2025',
    ],
    [
      'Qual foi a receita líquida da Sorriso Pleno em outubro de 2026 contra outubro de 2025?',
      'Entendi: Receita líquida · Sorriso Pleno Odontologia · out/2026 · vs out/2025',
    ],
    [
      'quem mais faturou no 1º semestre?',
      'Entendi: Faturamento · todas as empresas · jan/2026 a jun/2026 · do maior para o menor · top 1',
    ],
    [
      'qual empresa mais cresceu de setembro pra outubro?',
      'Entendi: Faturamento · todas as empresas · out/2026 · vs set/2026 · do maior para o menor · top 1',
    ],
    [
      'ranking de lucro do menor pro maior em outubro',
      'Entendi: Lucro líquido · todas as empresas · out/2026 · do menor para o maior',
    ],
    [
      'faturamento 1º semestre contra 2º semestre de 2025',
      'Entendi: Faturamento · todas as empresas · jul/2025 a dez/2025 · vs jan/2025 a jun/2025',
    ],
    [
      'quais tarefas estão atrasadas na padoca?',
      'Entendi: Tarefas atrasadas · Padaria Pão da Serra',
    ],
    ['qual o EBITDA da Faísca?', 'Entendi: Ebitda · não está nos dados'],
    [
      'Quem vai bater a meta de faturamento este ano?',
      'Entendi: Meta de faturamento · todas as empresas · jan/2026 a out/2026',
    ],
    ['Tem alguém aguardando aprovação?', 'Entendi: Aguardando aprovação'],
    [
      'reunião de precificação da padaria',
      'Entendi: Reuniões sobre "precificação" · Padaria Pão da Serra',
    ],
    [
      'Em qual reunião falaram sobre Black Friday?',
      'Entendi: Reuniões sobre "black friday" · todas as empresas',
    ],
    ['Qual a cor do céu?', 'Entendi: não entendi a pergunta'],
  ])('%s', (q, expected) => {
    expect(line(q)).toBe(expected);
  });
});

describe('company names', () => {
  const names = (q: string) => {
    const r = companyNamesIn(q, COMPANIES);
    return { ids: r.companies.map((c) => c.id), unknown: r.unknown.map((u) => u.name) };
  };

  it('finds whole names, parts, typos and nicknames, accents and case ignored', () => {
    expect(names('e a pao da serra?')).toEqual({ ids: ['a'], unknown: [] });
    expect(names('lucro da FAISCA')).toEqual({ ids: ['c'], unknown: [] });
    expect(names('Compare Pão da Serra e Sorriso Pleno')).toEqual({ ids: ['a', 'b'], unknown: [] });
    expect(names('e a sorisso pleno?')).toEqual({ ids: ['b'], unknown: [] });
    expect(names('como vai a padoca')).toEqual({ ids: ['a'], unknown: [] });
    expect(names('e a clínica?')).toEqual({ ids: ['b'], unknown: [] });
  });

  it('names a company the portal does not have instead of guessing a similar one', () => {
    expect(names('Quanto faturou a Padaria Estrela?')).toEqual({
      ids: [],
      unknown: ['Padaria Estrela'],
    });
    expect(names('o faturamento da empresa zeta')).toEqual({ ids: [], unknown: ['zeta'] });
  });

  it('a capital that only starts the sentence, a month or an ordinary word is no name', () => {
    expect(names('Existe alguma tarefa atrasada?')).toEqual({ ids: [], unknown: [] });
    expect(names('Qual empresa faturou mais em Outubro?')).toEqual({ ids: [], unknown: [] });
    expect(names('qual o plano anual?')).toEqual({ ids: [], unknown: [] });
  });
});

describe('where it would guess, it does not read the question or asks', () => {
  const asked = (q: string, earlier: string[] = []) => {
    const r = readConversation(q, earlier, COMPANIES, today);
    return r.kind === 'ask'
      ? r.answer.split('\n')[0]!.replace(/^_|_$/g, '')
      : `Entendi: ${readingParts(r.reading).join(' · ')}`;
  };
  const NOT = 'Entendi: não entendi a pergunta';

  it.each([
    [
      'não quero as despesas, quero os custos da faísca',
      'Entendi: Custos · Agência Faísca Digital · out/2026',
    ],
    [
      'o ateliê vendeu pouco em agosto, mas quanto sobrou?',
      'Entendi: Lucro líquido · Ateliê Flor de Lis · ago/2026',
    ],
    ['esquece a margem', NOT],
    ['lucro da padaria na semana passada', NOT],
    ['despesas da faísca em 3 de setembro', NOT],
    ['faturamento somando maio e agosto', NOT],
    [
      'faturamento somando agosto e setembro',
      'Entendi: Faturamento · todas as empresas · ago/2026 a set/2026',
    ],
    ['faturamento médio do ateliê', NOT],
    ['lucro da padaria comparado com o mercado', NOT],
    ['quem vendeu menos que o ateliê?', NOT],
    ['exceto a faísca, quem lucrou mais?', NOT],
    ['despesas da floricultura em setembro', NOT],
    ['quais empresas não tiveram reuniões?', NOT],
    ['qual empresa não lucrou em setembro?', 'Entendi: Prejuízo · todas as empresas · set/2026'],
    [
      'lucro da faísca agora em setembro contra o mesmo mês de 2024',
      'Entendi: Lucro líquido · Agência Faísca Digital · set/2026 · vs set/2024',
    ],
  ])('%s', (q, expected) => {
    expect(asked(q)).toBe(expected);
  });

  it.each([
    // A qualifier the reports cannot answer: a place or channel, a kind of the figure, a unit.
    ['faturamento da padaria na filial do centro', NOT],
    ['qual a receita recorrente da faísca?', NOT],
    ['custo fixo da sorriso em outubro', NOT],
    ['lucro da sorriso por dentista', NOT],
    // A negation the line does not say.
    ['tarefas da padaria que não estão atrasadas', NOT],
    ['o lucro da padaria não caiu em outubro?', NOT],
    // Advice, reasons, how to use the portal.
    ['o que a padaria deveria fazer pra vender mais?', NOT],
    ['por que o lucro da faísca caiu?', NOT],
    ['como faço pra enviar o DRE?', NOT],
    // A future period or a forecast; a goal of an earlier year.
    ['qual vai ser o faturamento da faísca em dezembro?', NOT],
    ['faturamento da sorriso em 2027', NOT],
    ['faturamento da padaria last year', NOT],
    ['a padaria bateu a meta em 2025?', NOT],
    [
      'a padaria vai bater a meta?',
      'Entendi: Meta de faturamento · Padaria Pão da Serra · jan/2026 a out/2026',
    ],
    // Someone who is no company where the company goes.
    ['quanto a juliana faturou em setembro?', NOT],
    // Two companies set against each other are not ranked.
    [
      'a padaria faturou mais que a sorriso em outubro?',
      'Entendi: Faturamento · Padaria Pão da Serra e Sorriso Pleno Odontologia · out/2026',
    ],
    // A long question: its last sentence is the ask.
    [
      'olá, hoje estou cheio de mentorias e reuniões pra preparar, mas queria confirmar: qual foi o lucro da faísca em setembro?',
      'Entendi: Lucro líquido · Agência Faísca Digital · set/2026',
    ],
  ])('safeguard: %s', (q, expected) => {
    expect(asked(q)).toBe(expected);
  });

  it('asks which company when the words of a name are of two companies', () => {
    expect(asked('faturamento da sorriso digital em outubro')).toBe(
      'Entendi: Faturamento · out/2026 · preciso de um detalhe',
    );
    // Set apart by a comma, they are two companies.
    expect(asked('faturamento da padaria, sorriso e faísca em outubro')).toBe(
      'Entendi: Faturamento · Padaria Pão da Serra, Sorriso Pleno Odontologia e Agência Faísca Digital · out/2026',
    );
  });

  it('asks which company when one word of a name is followed by a word of none', () => {
    expect(asked('lucro da faísca criativa')).toBe(
      'Entendi: Lucro líquido · out/2026 · preciso de um detalhe',
    );
  });

  it('a topic after a search is searched; after figures it is not read', () => {
    expect(asked('e sobre estoque?', ['reuniões sobre precificação'])).toBe(
      'Entendi: Reuniões sobre "estoque" · todas as empresas',
    );
    expect(asked('e sobre fornecedores?', ['lucro da padaria'])).toBe(NOT);
  });
});
