import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit } from './facts';
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
  goal,
  lossCompanies,
  manager,
  margin,
  period,
  reading,
  sums,
  total,
} from './held-out-2-facts';
import { NOT_UNDERSTOOD, NOT_HELD, DETAIL, month, heldFigures, YTD } from './held-out-common';

// Sixth held-out set: follow-ups that keep the previous reading and change what they name (a
// company, a month, a figure, a correction opening with 'errei' or 'ops', a comparison asked of
// it, a yes-or-no about the goal or a loss naming no company, an ordinal of a quarter of another
// year), and two that must not be read (nothing changed, a pronoun with nothing before it); long
// questions whose ask is their last sentence; figures the reports do not hold; what the line
// cannot say (reasons, advice, opinions, how to use the portal, English, actions, questions
// nothing answers); greetings; and what makes it ask (a margin with no period, a name no company
// has made of two companies' words or of one and a word of none).

export const HELD_OUT_6_EDGES: BankEntry[] = [
  // Follow-ups: the whole new reading.
  {
    after: 'margem da agencia em agosto',
    q: 'e pra padoca, quanto deu?',
    reading: reading('Margem líquida', PADARIA, 'ago/2026'),
    facts: margin(PADARIA, '2026-08'),
  },
  {
    after: 'lucro da clinica e da agencia em julho',
    q: 'e em agosto, pras duas?',
    reading: reading('Lucro líquido', `${SORRISO} e ${FAISCA}`, 'ago/2026'),
    facts: eachCompany('2026-08', profit, SORRISO, FAISCA),
  },
  {
    after: 'a exato gastou quanto em fevereiro?',
    q: 'e o cmv dela?',
    reading: reading('Custos', EXATO, 'fev/2026'),
    facts: figures(EXATO, '2026-02', cogs),
  },
  {
    after: 'lucro liquido do Atelie Flor de Lis referente a abril de 2026',
    q: 'e a receita liquida?',
    reading: reading('Receita líquida', ATELIE, 'abr/2026'),
    facts: figures(ATELIE, '2026-04', net),
  },
  {
    // Two companies set against each other stay the companies part.
    after: 'quem vendeu mais em agosto, a academia ou o atelie?',
    q: 'e no lucro?',
    reading: reading('Lucro líquido', `${ACADEMIA} e ${ATELIE}`, 'ago/2026'),
    facts: eachCompany('2026-08', profit, ACADEMIA, ATELIE),
  },
  {
    after: 'faturamento do dentista de maio a setembro',
    q: 'e o lucro no mesmo periodo?',
    reading: reading('Lucro líquido', SORRISO, period('2026-05', '2026-09')),
    facts: sums(SORRISO, profit, ['2026-05', '2026-09']),
  },
  {
    after: 'quanto a academia desembolsou de despesas em julho?',
    q: 'e frente a junho?',
    reading: reading('Despesas', ACADEMIA, 'jul/2026', 'vs jun/2026'),
    facts: sums(ACADEMIA, expenses, month('2026-07'), month('2026-06')),
  },
  {
    after: 'qual o cmv da padaria esse mes',
    q: 'compara com o mesmo mes de 2025',
    reading: reading('Custos', PADARIA, 'out/2026', 'vs out/2025'),
    facts: sums(PADARIA, cogs, month('2026-10'), month('2025-10')),
  },
  {
    // The month a year before has no report: read the same, the answer says which is missing.
    after: 'resultado da odonto em marco',
    q: 'e comparando com marco do ano passado?',
    reading: reading('Lucro líquido', SORRISO, 'mar/2026', 'vs mar/2025'),
  },
  {
    // A correction of the figure, opening with 'errei'.
    after: 'faturamento consolidado de todas as empresas em junho',
    q: 'errei, queria o lucro',
    reading: reading('Lucro líquido', ALL, 'jun/2026'),
    facts: total('2026-06', '2026-06', profit),
  },
  {
    after: 'despesa da sorriso pleno em jan',
    q: 'ops, fevereiro',
    reading: reading('Despesas', SORRISO, 'fev/2026'),
    facts: figures(SORRISO, '2026-02', expenses),
  },
  {
    after: 'custo da mercadoria do atelie em maio',
    q: 'nao, da padaria',
    reading: reading('Custos', PADARIA, 'mai/2026'),
    facts: figures(PADARIA, '2026-05', cogs),
  },
  {
    // 'Nesse mês' in a question opening with 'e': the previous period.
    after: 'receita liquida da contabilidade exato em fev/26',
    q: 'e a margem nesse mes?',
    reading: reading('Margem líquida', EXATO, 'fev/2026'),
    facts: margin(EXATO, '2026-02'),
  },
  {
    // A yes-or-no about the goal naming no company: the previous reading's company.
    after: 'a clinica faturou qto em 06/2026',
    q: 'e ela ta batendo a meta?',
    reading: reading('Meta de faturamento', SORRISO, YTD),
    facts: goal(SORRISO),
  },
  {
    // The same of a loss, asked of the previous reading's companies and month.
    after: 'quanto as seis empresas lucraram juntas em agosto?',
    q: 'alguma delas teve prejuizo nesse mes?',
    reading: reading('Prejuízo', ALL, 'ago/2026'),
    facts: lossCompanies('2026-08', '2026-08'),
  },
  {
    after: 'faturamento da padoca no 2º tri de 2026',
    q: 'e no terceiro, quanto deu?',
    reading: reading('Faturamento', PADARIA, period('2026-07', '2026-09')),
    facts: sums(PADARIA, gross, ['2026-07', '2026-09']),
  },
  {
    // An ordinal with a year: that quarter of the year named.
    after: 'lucro da exato no tri passado',
    q: 'e o 3º de 2025?',
    reading: reading('Lucro líquido', EXATO, period('2025-07', '2025-09')),
    facts: sums(EXATO, profit, ['2025-07', '2025-09']),
  },
  {
    after: 'quem e a dona do atelie?',
    q: 'e da padoca?',
    reading: reading('Responsável', PADARIA),
    facts: manager(PADARIA),
  },
  // A follow-up that would read as the previous question unchanged.
  { after: 'quanto a clinica gastou?', q: 'e de despesas, quanto foi?', reading: NOT_UNDERSTOOD },
  // A pronoun with no company before it.
  { q: 'qual foi o lucro dele em setembro?', reading: NOT_UNDERSTOOD },

  // Long questions: read by their last sentence, the lead giving at most its one company.
  {
    q: 'Boa tarde, equipe! Estou revisando a carteira para o comite de sexta e preciso de um dado pontual. Qual foi a receita liquida do Atelie em agosto?',
    reading: reading('Receita líquida', ATELIE, 'ago/2026'),
    facts: figures(ATELIE, '2026-08', net),
  },
  {
    q: 'a faisca me mandou mensagem reclamando dos custos com software. quanto foi o cmv deles em outubro?',
    reading: reading('Custos', FAISCA, 'out/2026'),
    facts: figures(FAISCA, '2026-10', cogs),
  },
  {
    q: 'to sem tempo hoje, reuniao atras de reuniao, entao direto ao ponto: lucro da padoca no mes passado',
    reading: reading('Lucro líquido', PADARIA, 'out/2026'),
    facts: figures(PADARIA, '2026-10', profit),
  },
  {
    // The lead names two companies, the ask one: the ask's.
    q: 'ontem falei com a sorriso e com a exato sobre metas. qual foi o faturamento da exato em setembro?',
    reading: reading('Faturamento', EXATO, 'set/2026'),
    facts: figures(EXATO, '2026-09', gross),
  },
  {
    // A lead that leaves a company out keeps the question whole.
    q: 'deixa a exato de fora dessa vez. qual empresa teve o maior faturamento em agosto?',
    reading: NOT_UNDERSTOOD,
  },
  {
    // The last sentence asks for advice: the whole is not understood.
    q: 'o pessoal da academia ta desanimado. o que eles podem fazer pra reter alunos?',
    reading: NOT_UNDERSTOOD,
  },

  // Figures the reports do not hold: the name asked, first letter upper case, accents as typed.
  {
    // A margin of a figure the reports do not hold is named whole.
    q: 'margem bruta da padoca em setembro',
    reading: reading('Margem bruta', NOT_HELD),
    facts: heldFigures,
  },
  {
    // Beside a figure the reports hold: the line names the missing one.
    q: 'faturamento e ticket medio do atelie em setembro',
    reading: reading('Ticket medio', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'numero de funcionarios da faisca',
    reading: reading('Numero de funcionarios', NOT_HELD),
    facts: heldFigures,
  },
  { q: 'MRR da faisca', reading: reading('Mrr', NOT_HELD), facts: heldFigures },
  {
    q: 'taxa de ocupacao da academia',
    reading: reading('Taxa de ocupacao', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'liquidez corrente da sorriso',
    reading: reading('Liquidez corrente', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'taxa de devolucao do atelie em outubro',
    reading: reading('Taxa de devolucao', NOT_HELD),
    facts: heldFigures,
  },
  {
    // The monthly report's own questions mention orders, but the reports hold no such figure.
    q: 'numero de encomendas da padoca em setembro',
    reading: reading('Numero de encomendas', NOT_HELD),
    facts: heldFigures,
  },
  {
    q: 'numero de seguidores da faisca',
    reading: reading('Numero de seguidores', NOT_HELD),
    facts: heldFigures,
  },

  // What the line cannot say: not read rather than read in part.
  // Reasons, advice and opinions.
  { q: 'o que a exato pode fazer pra aumentar a margem?', reading: NOT_UNDERSTOOD },
  { q: 'por que as despesas da academia subiram em agosto?', reading: NOT_UNDERSTOOD },
  { q: 'voce acha que a faisca ta bem?', reading: NOT_UNDERSTOOD },
  { q: 'a margem do atelie ta saudavel?', reading: NOT_UNDERSTOOD },
  { q: 'qual a melhor estrategia pra padoca crescer?', reading: NOT_UNDERSTOOD },
  // How to use the portal.
  { q: 'como faco pra anexar um documento na pasta da exato?', reading: NOT_UNDERSTOOD },
  { q: 'como mudo a meta de faturamento da padoca?', reading: NOT_UNDERSTOOD },
  // A figure or a period in another language.
  { q: 'net income da sorriso em setembro', reading: NOT_UNDERSTOOD },
  { q: 'lucro do atelie in september', reading: NOT_UNDERSTOOD },
  // Actions the assistant cannot do.
  { q: 'imprime o dre da sorriso de setembro', reading: NOT_UNDERSTOOD },
  { q: 'envia um lembrete pra academia mandar o dre', reading: NOT_UNDERSTOOD },
  { q: 'libera o acesso da beatriz na padaria', reading: NOT_UNDERSTOOD },
  // Questions nothing in the portal answers.
  { q: 'quem vai ganhar o brasileirao?', reading: NOT_UNDERSTOOD },
  { q: 'me recomenda um livro de gestao', reading: NOT_UNDERSTOOD },
  { q: 'quanto e 12 vezes 8?', reading: NOT_UNDERSTOOD },

  // Greetings and what it can do.
  { q: 'bom diaaa, tudo joia?', reading: reading('Ajuda') },
  { q: 'e ai chat, tudo bem?', reading: reading('Ajuda') },
  { q: 'me explica como voce funciona', reading: reading('Ajuda') },
  { q: 'preciso de uma ajuda aqui', reading: reading('Ajuda') },

  // A margin with no period and no earlier turn to tell: one month or the year? It asks.
  { q: 'margem liquida do dentista?', reading: reading('Margem líquida', SORRISO, DETAIL) },
  { q: 'percentual de lucro da padoca', reading: reading('Margem líquida', PADARIA, DETAIL) },
  {
    after: 'margem liquida do dentista?',
    q: 'do ano todo',
    reading: reading('Margem líquida', SORRISO, YTD),
  },
  // Words of two companies' names typed as one, or a word of a name and a word of none.
  {
    q: 'despesas da flor de lis contabilidade em agosto',
    reading: reading('Despesas', 'ago/2026', DETAIL),
  },
  {
    q: 'faturamento da padaria central em outubro',
    reading: reading('Faturamento', 'out/2026', DETAIL),
  },
];
