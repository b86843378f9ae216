import { WAITING_COMPANY } from '../../seed/demo-data';
import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  EXATO,
  FLOR,
  PADARIA,
  SORRISO,
  documentsOf,
  meetingsAbout,
  read,
  tasksOf,
  topOf,
} from './development-3-facts';
import { expenses, gross, monthFigure, profit, rankingOf } from './facts';

// The sixth set's last phrasings: more of the words the new rules read (a correction opening
// with 'aliás', 'só' or 'apenas' the first row, a pronoun for a company, who suggested, the
// kinds of questions the chat answers, someone wanting to join).

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

export const WORDS_6: BankEntry[] = [
  follow(
    'lucro da sorriso em outubro',
    'alias, quis dizer setembro',
    read('Lucro líquido', SORRISO, 'set/2026'),
    monthFigure(SORRISO, '2026-09', profit),
  ),
  follow(
    'ranking de faturamento de setembro',
    'apenas o primeiro',
    read('Faturamento', ALL, 'set/2026', 'do maior para o menor', 'top 1'),
    topOf('2026-09', gross, 1),
  ),
  follow(
    'ranking de despesas de setembro',
    'o contrario',
    read('Despesas', ALL, 'set/2026', 'do menor para o maior'),
    rankingOf('2026-09', expenses, 6, true),
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', 'do maior para o menor', 'top 3'),
    rankingOf('2026-10', gross, 3),
    'top-3 faturamento outubro',
  ),
  follow(
    'ranking de lucro de outubro',
    'quem ficou em primeiro lugar?',
    read('Lucro líquido', ALL, 'out/2026', 'do maior para o menor', 'top 1'),
    topOf('2026-10', profit, 1),
  ),
  follow(
    'faturamento do atelie em maio',
    'e o lucro dele?',
    read('Lucro líquido', FLOR, 'mai/2026'),
    monthFigure(FLOR, '2026-05', profit),
  ),
  follow(
    'quanto a exato faturou em agosto',
    'e as despesas deles?',
    read('Despesas', EXATO, 'ago/2026'),
    monthFigure(EXATO, '2026-08', expenses),
  ),
  ...phrasings(
    read('Documentos sobre "contrato social"', EXATO),
    documentsOf(EXATO, 'contrato social'),
    'ache o contrato social da exato pra mim',
  ),
  ...phrasings(
    read('Reuniões sobre "whatsapp"', SORRISO),
    meetingsAbout(['whatsapp'], SORRISO),
    'o que sugeriram sobre whatsapp na sorriso?',
  ),
  ...phrasings(
    read('não entendi a pergunta'),
    undefined,
    'finaliza a tarefa do crm da faisca',
    'qual seria uma meta realista pra sorriso?',
    'a meta da padaria e muito alta?',
    'como foi o faturamento da faisca nos ultimos meses?',
    'qual foi o mes com maior faturamento da padaria?',
    'em que mes a sorriso lucrou mais?',
    // A pronoun with no company before it to stand for.
    'qual o lucro dela?',
    'o que ela faturou em outubro?',
    'o lucro da exato foi alto em outubro?',
  ),
  follow(
    'tarefas da exato',
    'quais ja foram feitas?',
    read('Tarefas concluídas', EXATO),
    tasksOf(EXATO, 'done'),
  ),
  ...phrasings(
    read('Tarefas abertas', PADARIA),
    tasksOf(PADARIA, 'open'),
    'Bom dia, estou preparando a reuniao da padaria amanha. O que esta pendente?',
  ),
  ...phrasings(
    read('Tarefas em andamento', ACADEMIA),
    tasksOf(ACADEMIA, 'doing'),
    'o que ta sendo feito na academia?',
  ),
  ...phrasings(
    read('Ajuda'),
    undefined,
    'quais tipos de pergunta vc entende?',
    'o que e esse chat?',
    'pra que serve esse assistente?',
  ),
  ...phrasings(
    read('Aguardando aprovação'),
    () => [WAITING_COMPANY.name],
    'tem empresa nova querendo entrar?',
  ),
];
