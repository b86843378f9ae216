import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit, rankingOf } from './facts';
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
  manager,
  margin,
  period,
  reading,
  sums,
} from './held-out-2-facts';
import { NOT_UNDERSTOOD, NOT_HELD, DETAIL, month, heldFigures, YTD } from './held-out-common';

// Seventh held-out set: follow-ups that keep the previous reading and change what they name (a
// month, a company, a figure pointing back, a range's figure, companies joining the previous ones,
// a comparison asked of it, a correction opening with 'na verdade', 'errei' or 'ops', a month named
// after a question that had none, a yes-or-no about the goal or a loss naming no company, a ranking
// asked of a sum), and four that must not be read ('as demais', a company taken out, nothing
// changed, a pronoun with nothing before it); long questions whose ask is their last sentence;
// figures the reports do not hold; what the line cannot say (reasons, advice, opinions, how the
// portal works, English, a count it does not keep, questions nothing answers); greetings; and what
// makes it ask (a margin with no period, a name that fits no company plainly).

export const HELD_OUT_7_EDGES: BankEntry[] = [
  // Follow-ups: the whole new reading.
  {
    after: 'custos da faisca em julho',
    q: 'e junho, deu quanto?',
    reading: reading('Custos', FAISCA, 'jun/2026'),
    facts: figures(FAISCA, '2026-06', cogs),
  },
  {
    after: 'a sorriso lucrou quanto em julho?',
    q: 'e o atelie, lucrou quanto?',
    reading: reading('Lucro líquido', ATELIE, 'jul/2026'),
    facts: figures(ATELIE, '2026-07', profit),
  },
  {
    after: 'despesas da movimento vivo em fevereiro',
    q: 'e a receita liquida dela?',
    reading: reading('Receita líquida', ACADEMIA, 'fev/2026'),
    facts: figures(ACADEMIA, '2026-02', net),
  },
  {
    // 'Nesse período': the previous range.
    after: 'lucro da padoca de marco a junho',
    q: 'e as despesas nesse periodo?',
    reading: reading('Despesas', PADARIA, period('2026-03', '2026-06')),
    facts: sums(PADARIA, expenses, ['2026-03', '2026-06']),
  },
  {
    // Companies a follow-up says join the previous ones are added to them.
    after: 'faturamento da padoca e do atelie em setembro',
    q: 'incluindo a exato tambem',
    reading: reading('Faturamento', `${PADARIA}, ${ATELIE} e ${EXATO}`, 'set/2026'),
    facts: eachCompany('2026-09', gross, PADARIA, ATELIE, EXATO),
  },
  {
    after: 'lucro liquido da exato em marco/26',
    q: 'compara com fevereiro',
    reading: reading('Lucro líquido', EXATO, 'mar/2026', 'vs fev/2026'),
    facts: sums(EXATO, profit, month('2026-03'), month('2026-02')),
  },
  {
    after: 'receita liquida do atelie em 2025',
    q: 'e em 2026?',
    reading: reading('Receita líquida', ATELIE, YTD),
    facts: sums(ATELIE, net, ['2026-01', '2026-10']),
  },
  {
    // The same month a year before has no report: read the same, the answer says which.
    after: 'faturamento da sorrisso em agosto',
    q: 'e contra o mesmo mes de 2025?',
    reading: reading('Faturamento', SORRISO, 'ago/2026', 'vs ago/2025'),
  },
  {
    // A correction of the figure.
    after: 'quais foram as despesas da exato em setembro?',
    q: 'na verdade queria os custos',
    reading: reading('Custos', EXATO, 'set/2026'),
    facts: figures(EXATO, '2026-09', cogs),
  },
  {
    // A correction of the company.
    after: 'qual o lucro da faisca?',
    q: 'errei, era a exato',
    reading: reading('Lucro líquido', EXATO, 'out/2026'),
    facts: figures(EXATO, '2026-10', profit),
  },
  {
    after: 'qual a receita liquida da academia em janeiro?',
    q: 'ops, queria fevereiro',
    reading: reading('Receita líquida', ACADEMIA, 'fev/2026'),
    facts: figures(ACADEMIA, '2026-02', net),
  },
  {
    // A month named after a question that had none is no repeat, even the month it was read as.
    after: 'qual o lucro da faisca?',
    q: 'quero o de outubro',
    reading: reading('Lucro líquido', FAISCA, 'out/2026'),
    facts: figures(FAISCA, '2026-10', profit),
  },
  {
    after: 'margem liquida da academia em agosto',
    q: 'e pra padaria, no mesmo mes?',
    reading: reading('Margem líquida', PADARIA, 'ago/2026'),
    facts: margin(PADARIA, '2026-08'),
  },
  {
    // A yes-or-no about the goal naming no company: the previous reading's company.
    after: 'faturamento da exato de fev ate mai',
    q: 'ela vai bater a meta?',
    reading: reading('Meta de faturamento', EXATO, YTD),
    facts: goal(EXATO),
  },
  {
    after: 'a padoca vai bater a meta de faturamento esse ano?',
    q: 'e a exato, como ta?',
    reading: reading('Meta de faturamento', EXATO, YTD),
    facts: goal(EXATO),
  },
  {
    // The same of a loss, asked of the previous reading's companies and month.
    after: 'lucro de exato, faisca e sorriso em agosto',
    q: 'alguma delas ficou no prejuizo naquele mes?',
    reading: reading('Prejuízo', `${EXATO}, ${FAISCA} e ${SORRISO}`, 'ago/2026'),
  },
  {
    after: 'faturamento somado das empresas em setembro',
    q: 'agora em forma de ranking',
    reading: reading('Faturamento', ALL, 'set/2026', 'do maior para o menor'),
    facts: rankingOf('2026-09', gross, 6),
  },
  {
    // An ordinal after a quarter: that quarter of the same year.
    after: 'lucro do atelie no ultimo trimestre',
    q: 'e no primeiro tri, quanto deu?',
    reading: reading('Lucro líquido', ATELIE, period('2026-01', '2026-03')),
    facts: sums(ATELIE, profit, ['2026-01', '2026-03']),
  },
  {
    after: 'quem e a pessoa responsavel pela exato?',
    q: 'e o responsavel da faisca?',
    reading: reading('Responsável', FAISCA),
    facts: manager(FAISCA),
  },
  // 'As outras' companies, and a company taken out.
  {
    after: 'faturamento da padoca e do atelie em setembro',
    q: 'e as demais empresas?',
    reading: NOT_UNDERSTOOD,
  },
  {
    after: 'lucro de exato, faisca e sorriso em agosto',
    q: 'tira a faisca',
    reading: NOT_UNDERSTOOD,
  },
  // A follow-up that would read as the previous question unchanged.
  {
    after: 'quanto o escritorio contabil faturou em maio/2026',
    q: 'e o faturamento da exato em maio?',
    reading: NOT_UNDERSTOOD,
  },
  // A pronoun with no company before it.
  { q: 'e as despesas dela em julho?', reading: NOT_UNDERSTOOD },

  // Long questions: read by their last sentence, the lead giving at most its one company.
  {
    q: 'Bom dia! Amanhã tenho reunião de conselho e quero chegar preparado. Quanto a Padaria Pão da Serra lucrou em setembro?',
    reading: reading('Lucro líquido', PADARIA, 'set/2026'),
    facts: figures(PADARIA, '2026-09', profit),
  },
  {
    // The lead names one company, the ask none: the lead's.
    q: 'estou olhando os numeros da faisca agora. qual foi a receita liquida em agosto?',
    reading: reading('Receita líquida', FAISCA, 'ago/2026'),
    facts: figures(FAISCA, '2026-08', net),
  },
  {
    // The lead names two companies, the ask one: the ask's.
    q: 'a sorriso e o atelie ja mandaram os numeros. quanto o atelie gastou em outubro?',
    reading: reading('Despesas', ATELIE, 'out/2026'),
    facts: figures(ATELIE, '2026-10', expenses),
  },
  {
    // A lead that leaves a company out keeps the question whole.
    q: 'nao vou olhar a academia agora. quem faturou mais em setembro?',
    reading: NOT_UNDERSTOOD,
  },
  {
    // The last sentence asks for an opinion: the whole is not understood.
    q: 'reuniao longa hoje com a padoca. o que voce acha do desempenho dela?',
    reading: NOT_UNDERSTOOD,
  },

  // Figures the reports do not hold: the name asked, first letter upper case, accents as typed.
  {
    q: 'ticket médio do atelie em setembro',
    reading: reading('Ticket médio', NOT_HELD),
    facts: heldFigures,
  },
  {
    // A margin of such a figure is named whole, never the net margin.
    q: 'qual a margem EBITDA da exato em setembro?',
    reading: reading('Margem ebitda', NOT_HELD),
    facts: heldFigures,
  },
  { q: 'me diz o CAC da agencia', reading: reading('Cac', NOT_HELD), facts: heldFigures },
  {
    q: 'qual o patrimonio liquido da faisca?',
    reading: reading('Patrimonio liquido', NOT_HELD),
    facts: heldFigures,
  },
  {
    // Beside a figure the reports hold: the line names the missing one.
    q: 'despesas e ticket medio da academia em agosto',
    reading: reading('Ticket medio', NOT_HELD),
    facts: heldFigures,
  },

  // What the line cannot say: not read rather than read in part.
  // Reasons, advice and opinions.
  { q: 'por que a faisca gastou tanto em outubro?', reading: NOT_UNDERSTOOD },
  { q: 'o lucro da exato ta bom?', reading: NOT_UNDERSTOOD },
  { q: 'qual seria uma meta boa pro atelie?', reading: NOT_UNDERSTOOD },
  // How the portal works.
  { q: 'como e calculada a margem liquida no portal?', reading: NOT_UNDERSTOOD },
  // A figure in another language.
  { q: 'gross revenue da padoca em outubro', reading: NOT_UNDERSTOOD },
  // A count the portal does not keep.
  { q: 'quantos pedidos o atelie recebeu em outubro?', reading: NOT_UNDERSTOOD },
  // Questions nothing in the portal answers; a nickname after a bare 'de' is no company.
  { q: 'sabe alguma piada de dentista?', reading: NOT_UNDERSTOOD },

  // Greetings and what it can do.
  { q: 'boa noite!', reading: reading('Ajuda') },
  { q: 'que tipo de coisa posso te perguntar?', reading: reading('Ajuda') },
  { q: 'ola, tudo certo por ai?', reading: reading('Ajuda') },

  // A margin with no period and no earlier turn to tell: one month or the year? It asks.
  { q: 'qual a margem do ateliê?', reading: reading('Margem líquida', ATELIE, DETAIL) },
  { q: 'qual a rentabilidade da academia?', reading: reading('Margem líquida', ACADEMIA, DETAIL) },
  {
    after: 'qual a margem do ateliê?',
    q: 'quero a do mes passado',
    reading: reading('Margem líquida', ATELIE, 'out/2026'),
    facts: margin(ATELIE, '2026-10'),
  },
  // Words of two companies' names typed as one, or a word of a name and a word of none.
  {
    q: 'lucro da sorriso contabilidade em setembro',
    reading: reading('Lucro líquido', 'set/2026', DETAIL),
  },
  {
    q: 'despesas da academia faisca em agosto',
    reading: reading('Despesas', 'ago/2026', DETAIL),
  },
  {
    q: 'faturamento da exato central em julho',
    reading: reading('Faturamento', 'jul/2026', DETAIL),
  },
];
