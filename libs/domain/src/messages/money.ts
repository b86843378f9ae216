// Amounts of money a person types (ours: SPEC names no text for these). The money field shows the
// first two beside itself; the revenue goal's limits are refused by the forms and the server.

/** A typed or pasted text the money field cannot read as an amount in reais. */
export const MONEY_UNREADABLE =
  'Não foi possível ler este valor. Digite em reais, por exemplo 1.300.000,00.';
/** A minus sign typed or pasted into a money field: amounts typed are never negative. */
export const MONEY_NEGATIVE_REFUSED = 'Valores negativos não são aceitos.';

/** A revenue goal below zero (company page, admin forms, registration). */
export const REVENUE_GOAL_NEGATIVE = 'A meta de receita não pode ser negativa';
/** A revenue goal past MAX_REVENUE_GOAL. */
export const REVENUE_GOAL_TOO_LARGE = 'A meta de receita deve ser menor que R$ 1 trilhão';
