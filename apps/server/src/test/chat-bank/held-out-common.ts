import { HELD_FIGURES, names, period } from './held-out-2-facts';

// What several held-out sets share: the words of the reading lines they expect (what the assistant
// says when it reads nothing, a figure the reports do not hold or a detail it needs, the waiting
// list and a company's profile, a ranking's direction, the companies' short names, the months of
// 2026) and the small helpers their entries are written with.

export const NOT_UNDERSTOOD = 'Entendi: não entendi a pergunta';
export const NOT_HELD = 'não está nos dados';
export const DETAIL = 'preciso de um detalhe';
export const WAITING = 'Aguardando aprovação';
export const PROFILE = 'Resumo da empresa';
export const DESC = 'do maior para o menor';
export const ASC = 'do menor para o maior';
export const PS = 'Pão da Serra';
export const SP = 'Sorriso';
export const FL = 'Flor de Lis';
export const EX = 'Exato';
export const MV = 'Movimento Vivo';
export const FD = 'Faísca';
export const OUT = 'out/2026';
export const SET = 'set/2026';
export const AGO = 'ago/2026';
export const JUL = 'jul/2026';
export const JUN = 'jun/2026';
export const MAI = 'mai/2026';
export const ABR = 'abr/2026';
export const MAR = 'mar/2026';
export const JAN = 'jan/2026';

/** A reading's subject about a topic: `Reuniões sobre "preço"`. */
export const about = (subject: string, topic: string) => `${subject} sobre "${topic}"`;

/** One month as a range of one: `['2026-09', '2026-09']`. */
export const month = (key: string): [string, string] => [key, key];

/** The figures the reports hold, as the answer to one they do not hold lists them. */
export const heldFigures = names(...HELD_FIGURES);

// Periods as reading lines print them (the last closed month is out/2026).
/** The year so far. */
export const YTD = period('2026-01', '2026-10');
/** The first quarter. */
export const Q1 = period('2026-01', '2026-03');
/** The second quarter. */
export const Q2 = period('2026-04', '2026-06');
/** The third quarter. */
export const Q3 = period('2026-07', '2026-09');
/** The first half. */
export const H1 = period('2026-01', '2026-06');
/** The last three closed months. */
export const LAST3 = period('2026-08', '2026-10');
/** The last twelve closed months. */
export const LAST12 = period('2025-11', '2026-10');
/** The whole of 2025. */
export const Y2025 = period('2025-01', '2025-12');
