import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, profit, rankingOf } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  eachCompany,
  figures,
  hasStatus,
  isOverdue,
  lossCompanies,
  manager,
  margin,
  meetingTitles,
  names,
  newestMeeting,
  period,
  reading,
  reported,
  sums,
  tasks,
} from './held-out-2-facts';
import { figuresAndMargin } from './held-out-3-facts';
import { NOT_UNDERSTOOD, NOT_HELD, DETAIL, month, heldFigures } from './held-out-common';

// Third held-out set: follow-ups that keep the previous reading and change what they name,
// figures the reports do not hold, what the reading line cannot say (a company left out or set
// as the measure, a breakdown, a threshold, a partial period, a forecast…), margins asked with
// no period (it asks), greetings, and questions nothing in the portal answers.

export const HELD_OUT_3_EDGES: BankEntry[] = [
  // Follow-ups: the whole new reading.
  {
    after: 'lucro da exato em setembro',
    q: 'e no ano de 2025, quanto foi?',
    reading: reading('Lucro líquido', EXATO, period('2025-01', '2025-12')),
    facts: sums(EXATO, profit, ['2025-01', '2025-12']),
  },
  {
    after: 'qnto a padoca vendeu em agosto?',
    q: 'e a odonto?',
    reading: reading('Faturamento', SORRISO, 'ago/2026'),
    facts: figures(SORRISO, '2026-08', gross),
  },
  {
    after: 'despesas da faisca em setembro',
    q: 'compara com agosto',
    reading: reading('Despesas', FAISCA, 'set/2026', 'vs ago/2026'),
    facts: sums(FAISCA, expenses, month('2026-09'), month('2026-08')),
  },
  {
    after: 'faturamento do atelie em outubro',
    q: 'e em relacao a outubro de 2025?',
    reading: reading('Faturamento', ATELIE, 'out/2026', 'vs out/2025'),
    facts: sums(ATELIE, gross, month('2026-10'), month('2025-10')),
  },
  {
    after: 'tarefas atrasadas da exato',
    q: 'e as que ja foram concluidas?',
    reading: reading('Tarefas concluídas', EXATO),
    facts: tasks(hasStatus('done'), EXATO),
  },
  {
    after: 'qdo foi a ultima reuniao do atelie?',
    q: 'e a da faisca?',
    reading: reading('Última reunião', FAISCA),
    facts: newestMeeting(FAISCA),
  },
  {
    after: 'que arquivos a academia tem no portal?',
    q: 'agora os da exato',
    reading: reading('Documentos', EXATO),
  },
  {
    after: 'quem cuida da pao da serra?',
    q: 'e o da exatto?',
    reading: reading('Responsável', EXATO),
    facts: manager(EXATO),
  },
  {
    // 'O segundo' semester runs past the last closed month: cut there.
    after: 'lucro da sorriso no 1º semestre',
    q: 'e no segundo semestre, quanto deu?',
    reading: reading('Lucro líquido', SORRISO, period('2026-07', '2026-10')),
    facts: sums(SORRISO, profit, ['2026-07', '2026-10']),
  },
  {
    after: 'faturamento somado de todas as empresas em agosto',
    q: 'agora me mostra o ranking',
    reading: reading('Faturamento', ALL, 'ago/2026', 'do maior para o menor'),
    facts: rankingOf('2026-08', gross, 6),
  },
  {
    after: 'faturamento da academia em setembro',
    q: 'e as despesas e os custos?',
    reading: reading('Despesas e Custos', ACADEMIA, 'set/2026'),
    facts: figures(ACADEMIA, '2026-09', expenses, cogs),
  },
  {
    after: 'lista as reuniões da exato',
    q: 'e as de outubro?',
    reading: reading('Reuniões', EXATO, 'out/2026'),
    facts: meetingTitles(EXATO, '2026-10'),
  },
  {
    after: 'quais empresas deram prejuizo este ano?',
    q: 'e no ano passado?',
    reading: reading('Prejuízo', ALL, period('2025-01', '2025-12')),
    facts: lossCompanies('2025-01', '2025-12'),
  },
  {
    after: 'quem mandou o dre de outubro?',
    q: 'e o de setembro, quem mandou?',
    reading: reading('Envio do DRE', ALL, 'set/2026'),
    facts: reported('2026-09'),
  },
  {
    after: 'lucro da padaria em outubro',
    q: 'nao quero o lucro, quero o faturamento',
    reading: reading('Faturamento', PADARIA, 'out/2026'),
    facts: figures(PADARIA, '2026-10', gross),
  },
  {
    after: 'faturamento da faisca no 3º tri',
    q: 'e comparado ao 2º?',
    reading: reading(
      'Faturamento',
      FAISCA,
      period('2026-07', '2026-09'),
      `vs ${period('2026-04', '2026-06')}`,
    ),
    facts: sums(FAISCA, gross, ['2026-07', '2026-09'], ['2026-04', '2026-06']),
  },
  {
    after: 'custos da exato em agosto',
    q: 'e da padoca e do atelie?',
    reading: reading('Custos', `${PADARIA} e ${ATELIE}`, 'ago/2026'),
    facts: eachCompany('2026-08', cogs, PADARIA, ATELIE),
  },
  {
    after: 'faturamento da sorriso em julho',
    q: 'e o lucro e a margem dela?',
    reading: reading('Lucro líquido e Margem líquida', SORRISO, 'jul/2026'),
    facts: figuresAndMargin(SORRISO, '2026-07', profit),
  },
  {
    after: 'quem é o conselheiro?',
    q: 'e os admins?',
    reading: reading('Admins'),
    facts: names('Mariana Costa'),
  },
  {
    after: 'tem alguma tarefa vencida?',
    q: 'so da padaria',
    reading: reading('Tarefas atrasadas', PADARIA),
    facts: tasks(isOverdue, PADARIA),
  },

  // Figures the reports do not hold: the name asked, first letter upper case, accents as typed.
  { q: 'qual o CAC do atelie?', reading: reading('Cac', NOT_HELD), facts: heldFigures },
  { q: 'LTV dos alunos da academia', reading: reading('Ltv', NOT_HELD), facts: heldFigures },
  { q: 'churn da academia em outubro', reading: reading('Churn', NOT_HELD), facts: heldFigures },
  { q: 'NPS da sorriso', reading: reading('Nps', NOT_HELD), facts: heldFigures },
  { q: 'ROI das campanhas da faisca', reading: reading('Roi', NOT_HELD), facts: heldFigures },
  { q: 'markup da padoca', reading: reading('Markup', NOT_HELD), facts: heldFigures },
  {
    q: 'numero de pacientes da sorriso em setembro',
    reading: reading('Numero de pacientes', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'taxa de conversão da sorriso',
    reading: reading('Taxa de conversão', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'patrimônio líquido da exato',
    reading: reading('Patrimônio líquido', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'ebitda de todas as empresas no ano',
    reading: reading('Ebitda', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'qual foi o ticket médio do atelie em outubro?',
    reading: reading('Ticket médio', NOT_HELD),
    facts: heldFigures,
  },

  // What the reading line cannot say: not read rather than read in part.
  { q: 'tirando a padaria, quem lucrou mais em setembro?', reading: NOT_UNDERSTOOD },
  { q: 'quem faturou mais que a exato em outubro?', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da padaria por produto', reading: NOT_UNDERSTOOD },
  { q: 'quais empresas tem mais de 3 tarefas atrasadas?', reading: NOT_UNDERSTOOD },
  { q: 'lucro da sorriso semana passada', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da faisca comparado com a media do setor', reading: NOT_UNDERSTOOD },
  { q: 'quanto a exato vai faturar ano que vem?', reading: NOT_UNDERSTOOD },
  { q: 'quem fez mais reuniões esse ano?', reading: NOT_UNDERSTOOD },
  { q: 'despesas acima de 50 mil em setembro', reading: NOT_UNDERSTOOD },
  { q: 'quais empresas nao tiveram reuniao em outubro?', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da padaria em julho e outubro', reading: NOT_UNDERSTOOD },
  { q: 'quanto a padaria gasta com energia?', reading: NOT_UNDERSTOOD },
  { q: 'faturamento medio mensal da exato', reading: NOT_UNDERSTOOD },
  { q: 'lucro do bimestre da faisca', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da lanchonete em outubro', reading: NOT_UNDERSTOOD },

  // Questions nothing in the portal answers.
  { q: 'me manda um email pro sergio', reading: NOT_UNDERSTOOD },
  { q: 'quanto ta o bitcoin?', reading: NOT_UNDERSTOOD },
  { q: 'qual o resultado da mega-sena de sabado?', reading: NOT_UNDERSTOOD },

  // Greetings and what it can do.
  { q: 'boa noite, tudo certo por ai?', reading: reading('Ajuda') },
  { q: 'e ai, blz? o que da pra perguntar aqui?', reading: reading('Ajuda') },
  { q: 'quais perguntas voce responde?', reading: reading('Ajuda') },

  // A margin with no period and no earlier turn to tell: one month or the year? It asks.
  {
    q: 'mostra a margem liquida da academia',
    reading: reading('Margem líquida', ACADEMIA, DETAIL),
  },
  { q: 'rentabilidade da faisca digital?', reading: reading('Margem líquida', FAISCA, DETAIL) },
  { q: 'margem do atelie', reading: reading('Margem líquida', ATELIE, DETAIL) },
  {
    q: 'qual a margem da sorriso e da padaria',
    reading: reading('Margem líquida', `${SORRISO} e ${PADARIA}`, DETAIL),
  },
  {
    after: 'margem do atelie',
    q: 'do trimestre passado',
    reading: reading('Margem líquida', ATELIE, period('2026-07', '2026-09')),
  },
  {
    after: 'rentabilidade da faisca digital?',
    q: 'a de outubro',
    reading: reading('Margem líquida', FAISCA, 'out/2026'),
    facts: margin(FAISCA, '2026-10'),
  },
];
