import type { BankEntry } from './bank-entry';

// What the development-general files write their phrasings with: the demo companies' full names
// and two short builders (phrasings of one reading; follow-ups after one earlier question).

export const P = 'Padaria Pão da Serra';
export const S = 'Sorriso Pleno Odontologia';
export const F = 'Agência Faísca Digital';
export const E = 'Exato Contabilidade';
export const A = 'Academia Movimento Vivo';
export const L = 'Ateliê Flor de Lis';
export const H = 'Horta Viva Orgânicos';

export const t = (reading: string, ...qs: string[]): BankEntry[] =>
  qs.map((q) => ({ q, reading: `Entendi: ${reading}` }));
export const f = (after: string, reading: string, ...qs: string[]): BankEntry[] =>
  qs.map((q) => ({ q, after, reading: `Entendi: ${reading}` }));
