import type { YearMonth } from '@portal/domain';
import { blankPeriods, unreadPeriod } from './question-parts';
import type { Subject } from './reading';
import { monthKey } from '@portal/domain';
import { withoutTurnedDown } from './clauses';
import { leftOver } from './leftovers';
import { leftOverFromList } from './leftovers-work';
import { withoutSaidNegations } from './negations';
import type { Period } from './periods';
import { metricsIn, NICKNAMES, QUESTION_WORDS } from './vocabulary';

// Where the built-in assistant would have to guess, it does not read the question (docs/
// assistant.md: a confident reading of another question costs more than asking): a period or a
// company it reads only in part, a figure qualified beyond the reports' monthly values.

/** Words after 'da / do / na / no / ao' that are the portal's or the question's, not a company. */
const PLACES = new Set(
  (
    'portal sistema plataforma painel app site quadro biblioteca equipe time carteira grupo ' +
    'conjunto portfolio rede inicio comeco mesmo anterior negativo vermelho azul tri q hora periodo ' +
    'momento geral total conselho programa tabela lista envio verdade contrario fim caminho rumo'
  ).split(' '),
);

/**
 * A word where a company's name goes ('o lucro da mercearia', 'quanto a juliana faturou', 'quanto
 * faturou o restaurante') that is no company's nor any word the reading knows: the question is
 * about someone the engine cannot name, so it is not read as asked of every company.
 */
function strangerOwner(folded: string, known: (word: string) => boolean): string | null {
  const owners = [
    /\b(?:da|do|na|no|pela|pelo|ao) (?:(?:nosso|nossa|meu|minha|seu|sua)s? )?([a-z]+)/g,
    // The one who did it: 'quanto a juliana faturou', 'quanto faturou o restaurante'.
    /\b(?:quanto|quanta) (?:a|o) ([a-z]+)/g,
    /\b(?:faturou|lucrou|vendeu|gastou|teve|ganhou) (?:a|o) ([a-z]+)/g,
  ];
  for (const owner of owners)
    for (const m of folded.matchAll(owner)) {
      const word = m[1]!;
      if (!PLACES.has(word) && !known(word)) return word;
    }
  return null;
}

/**
 * After a company named, where a place or a channel goes ('da padaria na filial do centro', 'no
 * delivery', 'em dólar'): a word the reading does not know narrows the figure to a part the
 * reports do not hold.
 */
function strangerPlace(folded: string, known: (word: string) => boolean): string | null {
  const place = /\b(?:na|no|nas|nos|em|pela|pelo) (?:(?:a|o|as|os) )?([a-z]+)/g;
  for (const m of folded.matchAll(place)) {
    const word = m[1]!;
    if (!PLACES.has(word) && !GOING_ON.has(word) && !known(word)) return word;
  }
  return null;
}

/**
 * A word right after a figure's noun that qualifies it ('receita recorrente', 'custo fixo',
 * 'lucro real', 'faturamento esperado'): a kind of the figure the reports do not hold, unless it
 * is one of the words that say the figure as the reports have it.
 */
const FIGURE_NOUN =
  /\b(?:faturamentos?|receitas?|vendas|lucros?|resultados?|despesas?|custos?|gastos?|marge(?:m|ns))\s+([a-z]+)/g;
const PLAIN_FIGURE =
  /^(liquid[oa]s?|brut[oa]s?|tota(l|is)|mensa(l|is)|acumulad[oa]s?|consolidad[oa]s?|gera(l|is)|somad[oa]s?|atua(l|is)|realizad[oa]s?|obtid[oa]s?|registrad[oa]s?|informad[oa]s?|declarad[oa]s?|reportad[oa]s?|lancad[oa]s?|fixas?|operacionais|passad[oa]s?|comparad[oa]s?|ordenad[oa]s?|negativ[oa]s?|positiv[oa]s?)$/;
const ADJECTIVE =
  /(al|ais|ente|entes|ivel|avel|aveis|iveis|ico|ica|icos|icas|ivo|iva|ivos|ivas|ario|aria|arios|arias|eiro|eira|eiros|eiras|ado|ada|ados|adas|ido|ida|idos|idas|fixo|fixa|fixos|fixas)$/;
const qualifiedFigure = (folded: string, known: (word: string) => boolean): boolean =>
  [...folded.matchAll(FIGURE_NOUN)].some((m) => {
    const word = m[1]!;
    return !PLAIN_FIGURE.test(word) && ADJECTIVE.test(word) && !known(word);
  });

/** What qualifies a figure beyond the reports' monthly values. */
const QUALIFIED =
  /\b(medi[oa]s?|operaciona(l|is)|(antes|depois) d[aeo]s? \w+|acima|abaixo|superior(es)? a|inferior(es)? a|(mais|menos) (de|do que) \d+|per capita)\b/;
/** A measure per person, client or time unit, which no subject's answer divides by. */
const PER_UNIT =
  /\bpor (funcionari[oa]s?|colaborador(es)?|clientes?|pacientes?|alun[oa]s?|dias?|hora|semana|unidade|cabeca|pessoa|vendedor(es)?)\b/;

/** 'tirando a academia', 'exceto a padoca', 'fora a Sorriso': a company left out of the question. */
const excludesCompany = (folded: string, isName: (w: string) => boolean): boolean =>
  [
    ...folded.matchAll(
      /\b(tirando|tira|tire|tirar|retira|retire|remove|remova|exclui|exclua|desconsidera\w*|ignora|ignore|fora|exceto|excluindo|excetuando|sem contar|salvo|menos|sem)\s+(?:(?:a|o|as|os|da|do)\s+)?([a-z]+)/g,
    ),
  ].some(
    // 'menos' and 'sem' before a month are no exclusion ('quem faturou menos mês passado').
    (m) => isName(m[2]!) || (!/^(menos|sem)$/.test(m[1]!) && LEFT_OUT_PERIOD.test(m[2]!)),
  );
/** 'sem contar outubro', 'tirando o mês passado': a period left out, which the line cannot say. */
const LEFT_OUT_PERIOD =
  /^(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|mes|meses|ano|trimestre|semestre|20\d\d)$/;

/** 'mais que a padaria', 'pior do que a Sorriso': a company as the measure of the others. */
const againstCompany = (folded: string, isName: (w: string) => boolean): boolean =>
  [
    ...folded.matchAll(
      /\b(?:mais|menos|melhor|pior|maior|menor|acima|abaixo)\s+(?:do |da )?que\s+(?:(?:a|o|as|os)\s+)?([a-z]+)/g,
    ),
  ].some((m) => isName(m[1]!));

/** Subjects asked of companies: a stranger where the company goes is not every company. */
const PER_COMPANY = [
  'figures',
  'goal',
  'loss',
  'dre-status',
  'reports',
  'tasks',
  'meetings',
  'documents',
];
/** Subjects read for a period, which a period read in part would change. */
const DATED = ['figures', 'goal', 'loss', 'dre-status', 'meetings', 'tasks', 'documents'];

export type Found = {
  isName: (w: string) => boolean;
  /** How many companies, and names no company has, the question named. */
  companies: number;
  unknown: number;
  /** A topic searched (its words are the topic's, not a company's). */
  topic: boolean;
  /** 'e no trimestre anterior?', read by the follow-up. */
  shiftBack: boolean;
  /** Periods named that the line cannot say ('julho e outubro'). */
  unclearPeriod: boolean;
  /** A comparison read: against a period or the goal. */
  compared: boolean;
  /** The period named, if any, as read. */
  period: Period | null;
};

/** A negation of something the line cannot say ('as que não estão atrasadas', 'não caiu'). */
const NEGATION = /\b(nao|nunca|nem)\b/;

/**
 * Advice, reasons and opinions ('o que a padaria deveria fazer', 'por que o lucro caiu', 'vale a
 * pena', 'o que você acha'), and how to use the portal ('como faço pra enviar o DRE', 'como
 * exporto'): the reports hold figures, not what to do about them nor how the portal works, so
 * the figure named is not the answer.
 */
const ADVICE =
  /\b(por que|por qual motivo|qual (o|e o) motivo|deveria\w*|devia\w*|dicas?|conselhos? (pra|para|voce|vc)|(que|qual|algum|um) conselho|sugest\w*|sugere|recomend\w*|estrategi\w*|vale a pena|o que (voce|vc) acha|sua opiniao|(pode|podem|poderia|consegue|deve|devem|precisa|precisam) (\w+ )?(fazer|mudar|aumentar|melhorar|reduzir|diminuir|crescer|cortar|economizar|investir)|(pra|para) (sair|se recuperar|recuperar|reverter|evitar))\b|^\s*(pq|porque)\b/;
/**
 * What a figure ought to be, or a verdict on it ('qual seria uma meta boa', 'a meta tá alta
 * demais?', 'a margem tá boa ou ruim?', 'você acha que vende pouco?'): no figure of the reports
 * answers it.
 */
const VERDICT =
  /\b((voce|vc|tu) acha\w*|o que acha|acha que|demais|faz sentido|(boa|bom|ideal|realista) metas?|(boa|bom|ruim) ou (boa|bom|ruim|nao)|metas? (\w+ )?(boa|bom|ideal|realista)|(e|ta|esta|estao|tao|foi) (muito |meio )?(bo(m|a|ns|as)|ruim|alt[oa]s?|baix[oa]s?))\b/;
const HOW_TO =
  /\bcomo (?:(?:eu|que eu|a gente|se|o portal|o sistema|faco|faz|fazer|posso|consigo|devo|podemos)\b|(?!(?:tao|vao|sao|estao)\b)[a-z]+o (?:o|a|os|as|um|uma|meu|minha|pra|para)\b)/;
/** 'será que', 'vai bater a meta': a question's form, not a future period. */
const FUTURE =
  /\b(sera(?! que)|serao|vai (ser|dar|ficar|fechar|faturar|vender|lucrar|ter)|vao (ser|dar|ficar|fechar|faturar|vender|lucrar|ter)|deve(m|ra|rao)? (\w+ )?(ser|dar|ficar|fechar|faturar|vender|lucrar|ter|gastar)|esperad[oa]s?|estimativas?|forecast|next|last|year|month|quarter|week)\b/;

/** 'quem não…', 'quais empresas ainda não…': the others, the ones the line would not name. */
const ASKS_WHO_NOT = /\b(quem|qual|quais|que empresas?)\b.*\b(nao|nunca)\b/;
/** 'por produto', 'despesas com aluguel', 'vendas de pão': a breakdown or a part of a figure. */
const BREAKDOWN = /\bpor ([a-z]+)/g;
const PART =
  /\b(?:despesas?|gast\w*|custos?|faturamento|fatur\w*|vend\w*|receitas?|cresc\w*|caiu|subiu|aument\w*|diminu\w*|melhorou|piorou) (?:com|de|em) (?:(?:o|a|os|as) )?([a-z]+)/g;
/** After 'por', the words of a request or of what the reading orders by. */
const BY = new Set('favor gentileza exemplo acaso isso ai empresa empresas mes meses'.split(' '));
/** After a figure and 'em / com', words that go on with the question, not a part of the figure. */
const GOING_ON = new Set(
  'relacao comparacao geral total media conjunto algum alguma comparativo'.split(' '),
);

// A company's nickname after 'por' ('por dentista') is a breakdown too, not the company.
const partOfFigure = (folded: string, known: (word: string) => boolean): boolean =>
  [...folded.matchAll(BREAKDOWN)].some(
    (m) => !BY.has(m[1]!) && (NICKNAMES[m[1]!] !== undefined || !known(m[1]!)),
  ) || [...folded.matchAll(PART)].some((m) => !GOING_ON.has(m[1]!) && !known(m[1]!));

/**
 * What a count ('quantas tarefas', 'quantos meses') may count: the portal's rows and months, and
 * the words that go on with the question ('quantas estão', 'quantas delas'). A count of anything
 * else (hours, orders, sales, staff) is a figure the portal does not hold, and the rows' answer
 * would be another question.
 */
const COUNTED =
  /^(tarefas|pendencias|atividades|reunioes|mentorias|encontros|documentos|arquivos|pastas|pessoas|usuari[oa]s|admins|administrador\w*|conselheir\w*|empresas|negocios|companhias|dres|relatorios|meses|vezes|reais|mil|porcento|delas|deles|dessas|desses|destas|destes|estao|sao|foram|tem|teve|tiveram|ja|ainda|ficaram|existem|temos|ha|de|das|dos|e|as|os|no|na|nos|nas|em)$/;
/** A verb after the count ('quantas atrasaram'): the rows counted are the subject's own. */
const VERB = /(ram|am|em|ou|eu|iu)$/;
const countsOther = (folded: string, isName: (w: string) => boolean): boolean =>
  [...folded.matchAll(/\bquant[oa]s (\w+)/g)].some(
    (m) => !COUNTED.test(m[1]!) && !VERB.test(m[1]!) && !isName(m[1]!) && !/\d/.test(m[1]!),
  );

/** Subjects whose answers list rather than rank. */
const UNRANKED = ['meetings', 'meeting-topic', 'documents', 'people', 'companies', 'help'];
const RANKS_COMPANIES =
  /\b(qual|quais|que) empresas?\b.*\b(mais|menos|maior|menor)\b|\bquem (\w+ ){0,2}(mais|menos)\b/;

/** Words that set the figure against something. */
const SET_AGAINST =
  /\b(compar\w*|contra|vs|versus|em relacao|frente a|frente ao|diante|a mais|a menos)\b(?!\s+[a-z]{4,})/;

/** Whether reading the question as `subject` would guess at a part it cannot read. */
export function unsure(folded: string, subject: Subject, today: YearMonth, f: Found): boolean {
  // Advice, reasons, opinions and how to use the portal: no reading of the figures answers them.
  // How to use the chat itself ('como eu uso esse assistente') is the help it gives.
  const chat = subject.kind === 'help' && /\b(chat|assistente|bot|voce|vc|te)\b/.test(folded);
  if (((ADVICE.test(folded) || HOW_TO.test(folded)) && !chat) || VERDICT.test(folded)) return true;
  // 'quantas horas', 'quantos pedidos': a count of something the portal does not count.
  if (subject.kind !== 'not-in-data' && countsOther(folded, f.isName)) return true;
  // A negation the line does not say: read without it, the answer would be the opposite set.
  if (NEGATION.test(withoutSaidNegations(withoutTurnedDown(folded), subject))) return true;
  // 'por funcionário', 'por dia': no answer divides by them.
  if (PER_UNIT.test(folded)) return true;
  // A period after the current month, or a forecast other than the goal's: no report holds it.
  const later = f.period !== null && f.period.start > monthKey(today);
  const goal = subject.kind === 'goal';
  if (
    later ||
    (FUTURE.test(goal ? folded.replace(/\bva[io] \w+/g, ' ') : folded) && subject.kind !== 'help')
  )
    return true;
  // The goal is forecast for the year so far: a goal of an earlier year is not what it answers.
  if (goal && f.period !== null && f.period.end < `${today.year}-01`) return true;
  // Periods it cannot say in the reading line, or a company left out ('tirando a academia'):
  // not read rather than read as a question about that company or about every one.
  if (f.unclearPeriod || excludesCompany(folded, f.isName)) return true;
  // 'quem faturou mais que a padaria?': the others measured against one company, which the
  // line cannot say; with both named ('a padaria vendeu mais que a sorriso?') both are shown.
  if (f.companies < 2 && againstCompany(folded, f.isName)) return true;
  // A figure qualified in a way the reports do not answer ('faturamento médio', 'lucro
  // operacional', 'acima de 100 mil'): not read as the plain figure. The margin of several
  // companies is answered with their average, so 'margem média' is read.
  const average = subject.kind === 'figures' && subject.metrics.every((m) => m === 'net_margin');
  const plain = average ? folded.replace(/\bmedi[oa]s?\b/g, ' ') : folded;
  if ((subject.kind === 'figures' || subject.kind === 'loss') && QUALIFIED.test(plain)) return true;
  // 'o lucro da mercearia': asked of someone it cannot name, not of every company.
  const knows = (w: string) =>
    f.isName(w) || QUESTION_WORDS.has(w) || metricsIn(w).length > 0 || /\d/.test(w);
  const figures = ['figures', 'goal', 'loss'].includes(subject.kind);
  // The words left once the periods read are blanked, which the checks below look through.
  const undated = blankPeriods(folded, today);
  // A verb of something else done, a part left out, a goal of another kind: see leftovers.ts.
  if (leftOver(undated, subject, knows)) return true;
  if (leftOverFromList(undated, subject, knows)) return true;
  // 'receita recorrente', 'custo fixo': a kind of the figure the reports do not hold.
  if (figures && qualifiedFigure(undated, knows)) return true;
  // 'a padaria na filial', 'no delivery', 'em dólar': a part of a company the reports do not hold.
  if (figures && !f.topic && f.companies > 0 && strangerPlace(undated, knows)) return true;
  if (
    PER_COMPANY.includes(subject.kind) &&
    !f.topic &&
    f.companies === 0 &&
    f.unknown === 0 &&
    strangerOwner(undated, knows)
  )
    return true;
  // 'qual empresa não teve prejuízo?', 'quais empresas não cresceram?': the companies outside
  // what the line would say. The negations it reads are a task's status ('não iniciadas'), a
  // report not sent, a profit not made (a loss) and a goal not reached.
  if (ASKS_WHO_NOT.test(withoutSaidNegations(folded, subject))) return true;
  // The companies are listed as the portal has them now: a period asks what they did then.
  if (subject.kind === 'companies' && f.period !== null) return true;
  // 'mais de 10 tarefas': a count's threshold, which the task counts do not filter by.
  if (
    subject.kind === 'tasks' &&
    /\b((mais|menos) (de|do que) (\d+|uma?|duas|dois|tres|quatro|cinco|dez)|acima|abaixo)\b/.test(
      folded,
    )
  )
    return true;
  // 'qual foi o mês com maior faturamento?', 'em que mês lucrou mais?': the months ranked, which
  // no answer does (it ranks companies).
  if (
    /\b(qual|que|em que|em qual) (foi o )?mes\b|\bmes (com|de|em que) (o |a )?(maior|menor|mais|menos|melhor|pior)\b|\b(melhor|pior) mes\b/.test(
      folded,
    )
  )
    return true;
  // 'qual empresa tem mais reuniões?': a ranking of what the answer does not rank.
  if (UNRANKED.includes(subject.kind) && RANKS_COMPANIES.test(folded)) return true;
  // 'comparado com o setor': set against something it did not read (neither a period, the
  // goal, nor another company), the figure alone would answer another question.
  if (
    subject.kind === 'figures' &&
    SET_AGAINST.test(folded) &&
    !f.compared &&
    f.companies + f.unknown < 2 &&
    !/\b(empresas|todas|cada)\b/.test(folded)
  )
    return true;
  // 'faturamento por produto', 'gastos com aluguel': a part of the figure the reports do not
  // break down, which the whole figure would not answer.
  if (subject.kind === 'figures' && partOfFigure(undated, knows)) return true;
  // A period it reads only in part ('na semana passada', 'no trimestre') is not guessed.
  // The goal's own forecast ('vai bater a meta', 'vai fechar o ano batendo') is what it answers.
  const periodText = goal ? folded.replace(/\bva[io] \w+/g, ' ') : folded;
  return DATED.includes(subject.kind) && !f.shiftBack && unreadPeriod(periodText, today);
}
