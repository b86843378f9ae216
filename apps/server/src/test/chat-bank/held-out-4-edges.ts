import type { BankEntry } from './bank-entry';
import { expenses, gross, profit, rankingOf } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  documents,
  figures,
  goal,
  hasStatus,
  isOverdue,
  margin,
  meetingTitles,
  members,
  names,
  period,
  rangeTop,
  reading,
  sums,
  tasks,
} from './held-out-2-facts';
import { NOT_UNDERSTOOD, NOT_HELD, DETAIL, month, heldFigures, YTD } from './held-out-common';

// Fourth held-out set: follow-ups that keep the previous reading and change what they name
// (a yes-or-no about the goal or a loss asked of the previous companies, a correction, a
// comparison asked of it), figures the reports do not hold (some sharing a word with one they
// hold), what the reading line cannot say (a company left out or set as the measure, a
// breakdown, a threshold, a qualifier, part of a month, two months apart, a future period), what
// the assistant cannot do, greetings, and margins asked with no period (it asks).

export const HELD_OUT_4_EDGES: BankEntry[] = [
  // Follow-ups: the whole new reading.
  {
    after: 'faturamento da faisca em setembro',
    q: 'e julho, qnto deu?',
    reading: reading('Faturamento', FAISCA, 'jul/2026'),
    facts: figures(FAISCA, '2026-07', gross),
  },
  {
    after: 'lucro da exato em agosto',
    q: 'e da sorriso, qto foi?',
    reading: reading('Lucro líquido', SORRISO, 'ago/2026'),
    facts: figures(SORRISO, '2026-08', profit),
  },
  {
    after: 'despesas da padoca em setembro',
    q: 'e comparando com julho?',
    reading: reading('Despesas', PADARIA, 'set/2026', 'vs jul/2026'),
    facts: sums(PADARIA, expenses, month('2026-09'), month('2026-07')),
  },
  {
    after: 'faturamento do atelie em setembro',
    q: 'e contra setembro de 2025?',
    reading: reading('Faturamento', ATELIE, 'set/2026', 'vs set/2025'),
    facts: sums(ATELIE, gross, month('2026-09'), month('2025-09')),
  },
  {
    after: 'custos da sorriso em outubro',
    q: 'nao, quero as despesas',
    reading: reading('Despesas', SORRISO, 'out/2026'),
    facts: figures(SORRISO, '2026-10', expenses),
  },
  {
    after: 'quanto a academia faturou em agosto',
    q: 'e o lucro dela?',
    reading: reading('Lucro líquido', ACADEMIA, 'ago/2026'),
    facts: figures(ACADEMIA, '2026-08', profit),
  },
  {
    after: 'qual foi a margem liquida da sorriso no mes de setembro?',
    q: 'e a da exato?',
    reading: reading('Margem líquida', EXATO, 'set/2026'),
    facts: margin(EXATO, '2026-09'),
  },
  {
    after: 'tem coisa atrasada no atelie?',
    q: 'e as que estao em andamento?',
    reading: reading('Tarefas em andamento', ATELIE),
    facts: tasks(hasStatus('in-progress'), ATELIE),
  },
  {
    after: 'reunioes da academia em outubro',
    q: 'e em setembro, quais foram?',
    reading: reading('Reuniões', ACADEMIA, 'set/2026'),
    facts: meetingTitles(ACADEMIA, '2026-09'),
  },
  {
    after: 'a exatto vai atingir a meta anual?',
    q: 'e a padoca?',
    reading: reading('Meta de faturamento', PADARIA, YTD),
    facts: goal(PADARIA),
  },
  {
    // A yes-or-no about the goal naming no company: asked of the previous reading's company.
    after: 'lucro da faisca em setembro',
    q: 'vai bater a meta esse ano?',
    reading: reading('Meta de faturamento', FAISCA, YTD),
    facts: goal(FAISCA),
  },
  {
    // The same of a loss, in the previous reading's month.
    after: 'lucro da padaria em fevereiro',
    q: 'foi prejuizo?',
    reading: reading('Prejuízo', PADARIA, 'fev/2026'),
    facts: names(PADARIA),
  },
  {
    after: 'faturamento de todas as empresas em 2025',
    q: 'e o ranking disso?',
    reading: reading('Faturamento', ALL, period('2025-01', '2025-12'), 'do maior para o menor'),
    facts: rangeTop('2025-01', '2025-12', gross, 1),
  },
  {
    after: 'me mostra os arquivos da padoca',
    q: 'agora da sorriso',
    reading: reading('Documentos', SORRISO),
    facts: documents(SORRISO, (n) => n === 'Contrato social'),
  },
  {
    after: 'o que a academia ja entregou?',
    q: 'e o que ta atrasado?',
    reading: reading('Tarefas atrasadas', ACADEMIA),
    facts: tasks(isOverdue, ACADEMIA),
  },
  {
    after: 'faturamento da exato no 2o trimestre',
    q: 'versus o primeiro?',
    reading: reading(
      'Faturamento',
      EXATO,
      period('2026-04', '2026-06'),
      `vs ${period('2026-01', '2026-03')}`,
    ),
    facts: sums(EXATO, gross, ['2026-04', '2026-06'], ['2026-01', '2026-03']),
  },
  {
    // The company's users are its people.
    after: 'quem é o conselheiro que acompanha a padoca',
    q: 'e os usuarios dela?',
    reading: reading('Pessoas', PADARIA),
    facts: members(PADARIA),
  },
  {
    after: 'lucro da sorriso em julho',
    q: 'nao, agosto',
    reading: reading('Lucro líquido', SORRISO, 'ago/2026'),
    facts: figures(SORRISO, '2026-08', profit),
  },
  {
    after: 'qual empresa faturou mais em julho?',
    q: 'e a que gastou mais?',
    reading: reading('Despesas', ALL, 'jul/2026', 'do maior para o menor', 'top 1'),
    facts: rankingOf('2026-07', expenses, 1),
  },

  // Figures the reports do not hold: the name asked, first letter upper case, accents as typed.
  {
    q: 'fluxo de caixa da sorriso em outubro',
    reading: reading('Fluxo de caixa', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'inadimplencia dos alunos da academia em setembro',
    reading: reading('Inadimplencia', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'numero de alunos da academia',
    reading: reading('Numero de alunos', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'qual o ticket medio da faisca em setembro',
    reading: reading('Ticket medio', NOT_HELD),
    facts: heldFigures,
  },
  {
    // 'Bruto' makes it a figure the reports do not hold, not the net profit.
    q: 'qual o lucro bruto da exato?',
    reading: reading('Lucro bruto', NOT_HELD),
    facts: heldFigures,
  },
  {
    // A cost of another kind than the reports' costs.
    q: 'custo de aquisição de cliente do atelie',
    reading: reading('Custo de aquisição de cliente', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'capital de giro da padaria',
    reading: reading('Capital de giro', NOT_HELD),
    facts: heldFigures,
  },
  {
    // A margin of another kind than the net margin.
    q: 'margem de contribuição da sorriso',
    reading: reading('Margem de contribuição', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'ponto de equilíbrio da exato',
    reading: reading('Ponto de equilíbrio', NOT_HELD),
    facts: heldFigures,
  },

  // What the reading line cannot say: not read rather than read in part.
  { q: 'sem contar a exato, quem teve o maior lucro em setembro?', reading: NOT_UNDERSTOOD },
  { q: 'quem vendeu menos que a faisca em outubro?', reading: NOT_UNDERSTOOD },
  { q: 'gastos com folha de pagamento da exato', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da faisca por cliente', reading: NOT_UNDERSTOOD },
  { q: 'quais empresas faturaram mais de 100 mil em setembro?', reading: NOT_UNDERSTOOD },
  { q: 'lucro medio mensal da padoca em 2026', reading: NOT_UNDERSTOOD },
  { q: 'lucro operacional da sorriso em agosto', reading: NOT_UNDERSTOOD },
  { q: 'quanto a padaria vendeu ontem?', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da exato na primeira quinzena de outubro', reading: NOT_UNDERSTOOD },
  { q: 'despesas da faisca em março e junho', reading: NOT_UNDERSTOOD },
  { q: 'quanto o atelie vai faturar no proximo ano?', reading: NOT_UNDERSTOOD },
  { q: 'previsão de lucro da sorriso pro fim do ano', reading: NOT_UNDERSTOOD },
  { q: 'qual das empresas acumula mais tarefa atrasada?', reading: NOT_UNDERSTOOD },
  { q: 'quais empresas nao tem nenhuma tarefa atrasada?', reading: NOT_UNDERSTOOD },
  { q: 'faturamento do açougue em outubro', reading: NOT_UNDERSTOOD },

  // What the assistant cannot do is not read as the question it mentions.
  { q: 'cria uma tarefa pra padoca revisar o cardapio', reading: NOT_UNDERSTOOD },
  { q: 'agenda uma reuniao com a sorriso pra sexta', reading: NOT_UNDERSTOOD },
  { q: 'manda o dre da exato pro meu email', reading: NOT_UNDERSTOOD },
  { q: 'aprova a horta viva pra mim', reading: NOT_UNDERSTOOD },
  { q: 'exporta o ranking de faturamento pra excel', reading: NOT_UNDERSTOOD },

  // Questions nothing in the portal answers.
  { q: 'vai chover amanha em recife?', reading: NOT_UNDERSTOOD },

  // Greetings and what it can do.
  { q: 'opa, bom dia!', reading: reading('Ajuda') },
  { q: 'o que voce consegue responder?', reading: reading('Ajuda') },

  // A margin with no period and no earlier turn to tell: one month or the year? It asks.
  {
    q: 'qual é a margem da academia movimento vivo',
    reading: reading('Margem líquida', ACADEMIA, DETAIL),
  },
  {
    q: 'margem da padoca e da faisca',
    reading: reading('Margem líquida', `${PADARIA} e ${FAISCA}`, DETAIL),
  },
  {
    after: 'qual é a margem da academia movimento vivo',
    q: 'a acumulada no ano, por favor',
    reading: reading('Margem líquida', ACADEMIA, YTD),
  },
];
