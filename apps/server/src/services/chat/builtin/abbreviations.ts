// Abbreviations admins type in a hurry (folded: lower case, no accents), written out so the
// rest of the reading sees one spelling: 'qto a padoca faturou' reads as 'quanto a padoca…'.

const WORDS: Record<string, string> = {
  vc: 'voce',
  vcs: 'voces',
  qm: 'quem',
  qto: 'quanto',
  qnto: 'quanto',
  qnt: 'quanto',
  qt: 'quanto',
  qta: 'quanta',
  qtos: 'quantos',
  qnts: 'quantas',
  q: 'que',
  pq: 'porque',
  tb: 'tambem',
  tbm: 'tambem',
  tds: 'todas',
  msm: 'mesmo',
  fat: 'faturamento',
  fatur: 'faturamento',
  desp: 'despesas',
  ult: 'ultimo',
  ultm: 'ultimo',
  emp: 'empresa',
  emps: 'empresas',
  reuni: 'reuniao',
  dps: 'depois',
  hj: 'hoje',
  mto: 'muito',
};

/** The folded question with its abbreviations written out (whole words: 'q3' is a quarter). */
export const expanded = (folded: string): string =>
  folded.replace(/\b[a-z]+\b/g, (w) => WORDS[w] ?? w);
