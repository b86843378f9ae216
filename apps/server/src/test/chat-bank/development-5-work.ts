import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ALL,
  EXATO,
  PADARIA,
  SORRISO,
  and,
  bothMonths,
  dreThisMonth,
  read,
  roleOf,
} from './development-3-facts';
import { gross, monthFigure, profit, rankingOf } from './facts';

// Rankings, work and follow-ups with one word that changes the question (a threshold, a ranking
// of what is listed, a per-person measure, a future period, a part of the figure), beside the
// plain kinds in new words.

const LOST = read('não entendi a pergunta');

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

export const WORK_5: BankEntry[] = [
  ...phrasings(
    LOST,
    undefined,
    'tarefas atrasadas da padaria ha mais de 30 dias',
    'reunioes do mes que vem',
    'qual a proxima reuniao da exato?',
    'qual empresa teve mais reunioes esse ano?',
    'quem mais faturou por funcionario em outubro?',
    'qual empresa tem mais funcionarios?',
    'ranking de faturamento do mes que vem',
    'top 3 em faturamento por dia',
    'quem faturou mais que a media das empresas em outubro?',
    'quais empresas tem margem acima de 20%?',
    'faturamento da padaria em outubro em relacao a media do setor',
  ),
  ...phrasings(
    read('Faturamento', and(PADARIA, SORRISO), 'out/2026'),
    undefined,
    'a padaria faturou mais que a sorriso em outubro?',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', 'do menor para o maior', 'top 3'),
    rankingOf('2026-10', profit, 3, true),
    'as 3 que menos lucraram em outubro',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2026', 'vs set/2026'),
    bothMonths(PADARIA, '2026-10', '2026-09', gross),
    'faturamento da padaria outubro vs setembro',
  ),
  ...phrasings(read('Admins'), roleOf('admin'), 'me lista quem e admin aqui'),
  ...phrasings(
    read('Envio do DRE', ALL, 'nov/2026'),
    dreThisMonth(true),
    'quem ja subiu o dre esse mes?',
  ),
  ...phrasings(
    read('Reuniões sobre "precificação"', PADARIA),
    undefined,
    'o que foi falado sobre precificação na padaria?',
  ),
  // Follow-ups.
  follow('faturamento da padaria em outubro', 'e no mes que vem?', LOST),
  follow('lucro da exato em setembro', 'e por funcionario?', LOST),
  follow('faturamento da padaria em outubro', 'e sem contar os impostos?', LOST),
  follow('despesas da sorriso em setembro', 'e em dolar?', LOST),
  follow(
    'faturamento da padaria em outubro',
    'e a sorriso?',
    read('Faturamento', SORRISO, 'out/2026'),
    monthFigure(SORRISO, '2026-10', gross),
  ),
  follow(
    'lucro da exato em setembro',
    'e em agosto?',
    read('Lucro líquido', EXATO, 'ago/2026'),
    monthFigure(EXATO, '2026-08', profit),
  ),
];
