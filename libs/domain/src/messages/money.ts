// Amounts of money a person types (ours: docs/product.md names no text for these). The money field shows the
// first three beside itself, and the report's figures are refused with them; the revenue goal's
// limits have words of their own, refused by the forms and the server.

/** A typed or pasted text the money field cannot read as an amount in reais. */
export const MONEY_UNREADABLE = 'Valor inválido. Use números, por exemplo 1.234,56.';
/** A minus sign typed or pasted into a money field, or a negative figure sent. */
export const MONEY_NEGATIVE = 'O valor não pode ser negativo.';
/** An amount past MAX_MONEY_AMOUNT typed, pasted or sent. */
export const MONEY_TOO_LARGE = 'Valor grande demais: o máximo é R$ 999.999.999.999,99.';

/** A revenue goal below zero (company page, admin forms, registration). */
export const REVENUE_GOAL_NEGATIVE = 'A meta de receita não pode ser negativa';
/** A revenue goal past MAX_REVENUE_GOAL. */
export const REVENUE_GOAL_TOO_LARGE = 'A meta de receita deve ser menor que R$ 1 trilhão';
