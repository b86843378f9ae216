import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, profit } from './facts';
import {
  ACADEMIA,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  documents,
  eachCompany,
  figures,
  goal,
  hasStatus,
  isOverdue,
  manager,
  margin,
  meetingTitles,
  members,
  names,
  newestMeeting,
  period,
  reading,
  sums,
  tasks,
} from './held-out-2-facts';
import { NOT_UNDERSTOOD, NOT_HELD, DETAIL, month, heldFigures, YTD } from './held-out-common';

// Fifth held-out set: follow-ups that keep the previous reading and change what they name (a
// company by its kind of business, a range, a correction, a comparison, a yes-or-no about the goal
// or a loss naming no company, a month whose year before has no report); long questions whose ask
// is their last sentence; figures the reports do not hold (alone or beside one they hold); what
// the line cannot say (a negation, reasons, advice, how to use the portal, English, actions,
// questions nothing answers); greetings; and what makes it ask (a margin with no period, two
// companies' words typed as one name).

export const HELD_OUT_5_EDGES: BankEntry[] = [
  // Follow-ups: the whole new reading.
  {
    after: 'faturamento da exato e da academia em junho',
    q: 'e em maio?',
    reading: reading('Faturamento', `${EXATO} e ${ACADEMIA}`, 'mai/2026'),
    facts: eachCompany('2026-05', gross, EXATO, ACADEMIA),
  },
  {
    after: 'a exato lucrou quanto em junho?',
    q: 'e a clinica?',
    reading: reading('Lucro líquido', SORRISO, 'jun/2026'),
    facts: figures(SORRISO, '2026-06', profit),
  },
  {
    after: 'quanto a agência de marketing faturou em março?',
    q: 'e o gasto?',
    reading: reading('Despesas', FAISCA, 'mar/2026'),
    facts: figures(FAISCA, '2026-03', expenses),
  },
  {
    after: 'lucro da sorriso de marco ate junho',
    q: 'e de julho a outubro?',
    reading: reading('Lucro líquido', SORRISO, period('2026-07', '2026-10')),
    facts: sums(SORRISO, profit, ['2026-07', '2026-10']),
  },
  {
    after: 'cmv da odonto em outubro',
    q: 'comparado com setembro como fica?',
    reading: reading('Custos', SORRISO, 'out/2026', 'vs set/2026'),
    facts: sums(SORRISO, cogs, month('2026-10'), month('2026-09')),
  },
  {
    after: 'gastos da odonto em maio/26',
    q: 'compara com abril',
    reading: reading('Despesas', SORRISO, 'mai/2026', 'vs abr/2026'),
    facts: sums(SORRISO, expenses, month('2026-05'), month('2026-04')),
  },
  {
    // The month before a year has no report: read the same, the answer says which is missing.
    after: 'qual foi o resultado da agencia em maio',
    q: 'e em relacao a maio de 2025?',
    reading: reading('Lucro líquido', FAISCA, 'mai/2026', 'vs mai/2025'),
  },
  {
    after: 'margem liquida da padoca em julho de 2026',
    q: 'e a da sorriso no mesmo mes?',
    reading: reading('Margem líquida', SORRISO, 'jul/2026'),
    facts: margin(SORRISO, '2026-07'),
  },
  {
    // The earlier turn gives the margin its month: nothing to ask.
    after: 'quanto o atelie lucrou em janeiro',
    q: 'qual foi a margem entao?',
    reading: reading('Margem líquida', ATELIE, 'jan/2026'),
    facts: margin(ATELIE, '2026-01'),
  },
  {
    after: 'despesas padaria, sorriso e atelie - agosto',
    q: 'e o faturamento delas?',
    reading: reading('Faturamento', `${PADARIA}, ${SORRISO} e ${ATELIE}`, 'ago/2026'),
    facts: eachCompany('2026-08', gross, PADARIA, SORRISO, ATELIE),
  },
  {
    after: 'faturamento da academia no 1º trimestre',
    q: 'e no 2º, quanto foi?',
    reading: reading('Faturamento', ACADEMIA, period('2026-04', '2026-06')),
    facts: sums(ACADEMIA, gross, ['2026-04', '2026-06']),
  },
  {
    // A correction of the figure.
    after: 'faturamento da clinica odontologica em agosto',
    q: 'na verdade eu queria o lucro',
    reading: reading('Lucro líquido', SORRISO, 'ago/2026'),
    facts: figures(SORRISO, '2026-08', profit),
  },
  {
    // A correction of the month.
    after: 'cmv da faisca em dezembro',
    q: 'opa, quis dizer novembro de 2025',
    reading: reading('Custos', FAISCA, 'nov/2025'),
    facts: figures(FAISCA, '2025-11', cogs),
  },
  {
    after: 'a padaria vai fechar o ano batendo a meta?',
    q: 'e a faisca, tá no ritmo?',
    reading: reading('Meta de faturamento', FAISCA, YTD),
    facts: goal(FAISCA),
  },
  {
    // A yes-or-no about the goal naming no company: asked of the previous reading's company.
    after: 'quanto o atelie lucrou em janeiro',
    q: 'e a meta, ela bate?',
    reading: reading('Meta de faturamento', ATELIE, YTD),
    facts: goal(ATELIE),
  },
  {
    // The same of a loss, in the previous reading's month.
    after: 'quanto a academia vendeu em agosto?',
    q: 'deu prejuizo nesse mes?',
    reading: reading('Prejuízo', ACADEMIA, 'ago/2026'),
    facts: names(ACADEMIA),
  },
  {
    after: 'o que ta vencido na padoca?',
    q: 'e la na exato?',
    reading: reading('Tarefas atrasadas', EXATO),
    facts: tasks(isOverdue, EXATO),
  },
  {
    after: 'mostra o quadro de tarefas da academia',
    q: 'so as concluidas',
    reading: reading('Tarefas concluídas', ACADEMIA),
    facts: tasks(hasStatus('done'), ACADEMIA),
  },
  {
    after: 'quais reunioes a exato teve em setembro?',
    q: 'e em novembro?',
    reading: reading('Reuniões', EXATO, 'nov/2026'),
    facts: meetingTitles(EXATO, '2026-11'),
  },
  {
    after: 'lista todas as reunioes da academia',
    q: 'e qual foi a ultima?',
    reading: reading('Última reunião', ACADEMIA),
    facts: newestMeeting(ACADEMIA),
  },
  {
    after: 'documentos sobre apresentacao institucional',
    q: 'so os da exato',
    reading: reading('Documentos sobre "apresentacao institucional"', EXATO),
    facts: documents(EXATO, (n) => n === 'Apresentação institucional'),
  },
  {
    after: 'quem e o gestor da sorriso?',
    q: 'e na academia, quem é?',
    reading: reading('Responsável', ACADEMIA),
    facts: manager(ACADEMIA),
  },
  {
    after: 'quem da sorriso tem login no portal?',
    q: 'e o pessoal da faisca?',
    reading: reading('Pessoas', FAISCA),
    facts: members(FAISCA),
  },

  // Long questions: read by their last sentence, the lead giving at most its one company.
  {
    q: 'to montando a pauta da mentoria de amanha com o pessoal da exato e preciso de um numero so: quanto eles faturaram em agosto?',
    reading: reading('Faturamento', EXATO, 'ago/2026'),
    facts: figures(EXATO, '2026-08', gross),
  },
  {
    q: 'Olá! Semana corrida por aqui, muitas reuniões. A Sorriso Pleno me pediu um retorno sobre os números. Qual foi o lucro líquido dela em setembro?',
    reading: reading('Lucro líquido', SORRISO, 'set/2026'),
    facts: figures(SORRISO, '2026-09', profit),
  },
  {
    // The lead names two companies, the ask one: the ask's.
    q: 'oi, a padoca e a academia estao me preocupando. qual foi a despesa da academia em agosto?',
    reading: reading('Despesas', ACADEMIA, 'ago/2026'),
    facts: figures(ACADEMIA, '2026-08', expenses),
  },

  // Figures the reports do not hold: the name asked, first letter upper case, accents as typed.
  {
    q: 'qual foi o ebitda da agencia em setembro',
    reading: reading('Ebitda', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'numero de clientes da exato',
    reading: reading('Numero de clientes', NOT_HELD),
    facts: heldFigures,
  },
  {
    // A rate the monthly report's own questions mention, but not a figure the reports hold.
    q: 'taxa de faltas da sorriso em outubro',
    reading: reading('Taxa de faltas', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'indice de retrabalho da faisca',
    reading: reading('Indice de retrabalho', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'taxa de cancelamento da academia',
    reading: reading('Taxa de cancelamento', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'saldo em caixa da padaria',
    reading: reading('Saldo em caixa', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'giro de estoque do atelie',
    reading: reading('Giro de estoque', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'qual o ROE da exato',
    reading: reading('Roe', NOT_HELD),
    facts: heldFigures,
  },
  {
    // Beside a figure the reports hold: the line names the missing one, never the other alone.
    q: 'faturamento e ebitda da sorriso em outubro',
    reading: reading('Ebitda', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'lucro e fluxo de caixa do atelie em setembro',
    reading: reading('Fluxo de caixa', NOT_HELD),
    facts: heldFigures,
  },

  // What the line cannot say: not read rather than read in part.
  // A negation the line does not say.
  { q: 'o faturamento da sorriso nao subiu em outubro?', reading: NOT_UNDERSTOOD },
  // Reasons, advice and opinions.
  { q: 'por que o lucro da sorriso caiu em julho?', reading: NOT_UNDERSTOOD },
  { q: 'o que a academia deveria fazer pra sair do prejuizo?', reading: NOT_UNDERSTOOD },
  { q: 'vale a pena a padoca abrir uma segunda loja?', reading: NOT_UNDERSTOOD },
  {
    // The last sentence asks for advice: the whole is not understood.
    q: 'a reuniao com a faisca foi boa. o que a faisca deveria priorizar agora?',
    reading: NOT_UNDERSTOOD,
  },
  // How to use the portal.
  { q: 'como eu exporto o DRE da exato em pdf?', reading: NOT_UNDERSTOOD },
  // A figure and a period in another language.
  { q: 'qual o profit da exato last month?', reading: NOT_UNDERSTOOD },
  // Actions the assistant cannot do.
  { q: 'marca uma call com o pessoal da faisca amanha', reading: NOT_UNDERSTOOD },
  { q: 'manda um whatsapp pra juliana cobrando o dre', reading: NOT_UNDERSTOOD },
  // Questions nothing in the portal answers.
  { q: 'qual o melhor restaurante em floripa?', reading: NOT_UNDERSTOOD },
  { q: 'quanto da 15% de 200 mil?', reading: NOT_UNDERSTOOD },

  // Greetings and what it can do.
  { q: 'oi, boa tarde', reading: reading('Ajuda') },
  { q: 'o que esse chat sabe fazer?', reading: reading('Ajuda') },
  { q: 'ola! como vc pode me ajudar?', reading: reading('Ajuda') },

  // A margin with no period and no earlier turn to tell: one month or the year? It asks.
  {
    q: 'como ta a margem liquida da faisca?',
    reading: reading('Margem líquida', FAISCA, DETAIL),
  },
  {
    q: 'rentabilidade do escritorio de contabilidade',
    reading: reading('Margem líquida', EXATO, DETAIL),
  },
  {
    after: 'como ta a margem liquida da faisca?',
    q: 'de outubro mesmo',
    reading: reading('Margem líquida', FAISCA, 'out/2026'),
    facts: margin(FAISCA, '2026-10'),
  },
  {
    // Words of two companies' names typed as one name: it asks which, sure of the rest.
    q: 'faturamento da exato digital em outubro',
    reading: reading('Faturamento', 'out/2026', DETAIL),
  },
];
