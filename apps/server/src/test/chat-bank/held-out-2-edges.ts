import type { BankEntry } from './bank-entry';
import { expenses, gross, net, profit, rankingOf } from './facts';
import {
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  figures,
  manager,
  margin,
  period,
  reading,
  sums,
  tasks,
  isOverdue,
} from './held-out-2-facts';
import { NOT_UNDERSTOOD, NOT_HELD, DETAIL, heldFigures } from './held-out-common';

// Second held-out set: short follow-ups that keep the previous reading, figures the reports do
// not hold, greetings, questions nothing answers, and margins asked with no period (it asks).

export const HELD_OUT_2_EDGES: BankEntry[] = [
  // Follow-ups: the whole new reading.
  {
    after: 'faturamento da padaria em outubro',
    q: 'e no mes de setembro?',
    reading: reading('Faturamento', PADARIA, 'set/2026'),
    facts: figures(PADARIA, '2026-09', gross),
  },
  {
    after: 'lucro da sorriso em agosto',
    q: 'e a exato?',
    reading: reading('Lucro líquido', EXATO, 'ago/2026'),
    facts: figures(EXATO, '2026-08', profit),
  },
  {
    after: 'faturamento do atelie no 3º trimestre',
    q: 'e o lucro, quanto deu?',
    reading: reading('Lucro líquido', ATELIE, period('2026-07', '2026-09')),
    facts: sums(ATELIE, profit, ['2026-07', '2026-09']),
  },
  {
    after: 'faturamento da faisca em outubro',
    q: 'e comparado ao ano passado?',
    reading: reading('Faturamento', FAISCA, 'out/2026', 'vs out/2025'),
    facts: sums(FAISCA, gross, ['2026-10', '2026-10'], ['2025-10', '2025-10']),
  },
  {
    after: 'quanto a exato faturou em setembro?',
    q: 'e a margem?',
    reading: reading('Margem líquida', EXATO, 'set/2026'),
    facts: margin(EXATO, '2026-09'),
  },
  {
    after: 'tarefas atrasadas da padaria',
    q: 'e da faisca?',
    reading: reading('Tarefas atrasadas', FAISCA),
    facts: tasks(isOverdue, FAISCA),
  },
  {
    after: 'ranking de lucro de setembro',
    q: 'e em agosto?',
    reading: reading('Lucro líquido', ALL, 'ago/2026', 'do maior para o menor'),
    facts: rankingOf('2026-08', profit, 6),
  },
  {
    after: 'despesas da academia em julho',
    q: 'e as da padaria?',
    reading: reading('Despesas', PADARIA, 'jul/2026'),
    facts: figures(PADARIA, '2026-07', expenses),
  },
  {
    after: 'quem é o responsavel pela sorriso?',
    q: 'e do atelie?',
    reading: reading('Responsável', ATELIE),
    facts: manager(ATELIE),
  },
  {
    after: 'receita liquida da sorriso em junho',
    q: 'e em julho, quanto foi?',
    reading: reading('Receita líquida', SORRISO, 'jul/2026'),
    facts: figures(SORRISO, '2026-07', net),
  },
  {
    after: 'faturamento da exato em agosto',
    q: 'e da sorriso e da padaria?',
    reading: reading('Faturamento', `${SORRISO} e ${PADARIA}`, 'ago/2026'),
    facts: (w) => [
      ...figures(SORRISO, '2026-08', gross)(w),
      ...figures(PADARIA, '2026-08', gross)(w),
    ],
  },

  // Figures the reports do not hold.
  {
    q: 'qual o ebitda da padaria em outubro?',
    reading: reading('Ebitda', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'fluxo de caixa da sorriso',
    reading: reading('Fluxo de caixa', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'qual o ticket médio da padaria?',
    reading: reading('Ticket médio', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'qual a inadimplência da faisca?',
    reading: reading('Inadimplência', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'qual o ponto de equilíbrio da exato?',
    reading: reading('Ponto de equilíbrio', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'capital de giro do atelie em setembro',
    reading: reading('Capital de giro', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'qual o endividamento da sorriso hoje?',
    reading: reading('Endividamento', NOT_HELD),
    facts: heldFigures,
  },

  // Greetings and what it can do.
  { q: 'bom dia!', reading: reading('Ajuda') },
  { q: 'oi, o que vc consegue fazer?', reading: reading('Ajuda') },
  { q: 'olá, tudo bem? como você pode me ajudar?', reading: reading('Ajuda') },

  // Questions no reading fits.
  { q: 'qual a cotação do dólar hoje?', reading: NOT_UNDERSTOOD },
  { q: 'quem ganhou o jogo do galo ontem?', reading: NOT_UNDERSTOOD },
  { q: 'qual a previsão do tempo pra amanhã em BH?', reading: NOT_UNDERSTOOD },
  { q: 'me indica um restaurante bom em campinas', reading: NOT_UNDERSTOOD },

  // A margin with no period and no earlier turn to tell: one month or the year? It asks.
  { q: 'qual a margem da padaria?', reading: reading('Margem líquida', PADARIA, DETAIL) },
  { q: 'rentabilidade da exato', reading: reading('Margem líquida', EXATO, DETAIL) },
  { q: 'margem liquida da sorriso?', reading: reading('Margem líquida', SORRISO, DETAIL) },
  { q: 'me passa a margem da faisca', reading: reading('Margem líquida', FAISCA, DETAIL) },
];
