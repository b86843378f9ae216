// Money as people type it, the Brazilian way. One reading for every form (the money field, the
// company goal, the admin forms, registration, the monthly report) and for the server, so the
// amount a form shows while typing is the amount the server stores.

/** '1.300.000': dots between groups of three, the first group one to three digits, no leading 0. */
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
/** '1300000' or '1.300.000' before a decimal comma. */
const WHOLE = /^(?:\d+|[1-9]\d{0,2}(?:\.\d{3})+)$/;
/** '1300000.5', '1300000.50', '1300000.' (a dot with one or two digits is a decimal point). */
const DOT_DECIMAL = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * An amount typed the Brazilian way, its number; null when it is not one (or blank).
 *
 * - 'R$' and spaces (a no-break space included, as `formatBRL` writes) are ignored:
 *   'R$ 1.300.000,00' → 1300000.
 * - A comma is the decimal mark; dots before it group thousands: '1.300.000,5' → 1300000.5,
 *   '1300000,5' → 1300000.5.
 * - Without a comma, dots between groups of three are thousands: '1.300.000' → 1300000,
 *   '1.300' → 1300. A single dot with one or two digits after it is a decimal point, as a
 *   program writes numbers: '1300000.5' → 1300000.5.
 * - At most two decimals (cents); a decimal mark with none after it reads as whole ('12,' → 12),
 *   as a person stops mid-typing.
 * - A leading minus reads as a negative amount ('-5', 'R$ -5', '-R$ 5'), which the rules of each
 *   field then refuse with their own words.
 * - Anything else (letters, '1,300,000', '1e5', '1.30.0') is null.
 */
export function parseBrlInput(text: string): number | null {
  let rest = text.replace(/\s/g, '');
  let negative = false;
  const takeSign = () => {
    if (!negative && rest.startsWith('-')) {
      negative = true;
      rest = rest.slice(1);
    }
  };
  takeSign();
  if (/^R\$/i.test(rest)) rest = rest.slice(2);
  takeSign();

  let whole: string;
  let cents: string;
  const commaParts = rest.split(',');
  if (commaParts.length > 2) return null;
  if (commaParts.length === 2) {
    whole = commaParts[0] ?? '';
    cents = commaParts[1] ?? '';
    if (whole !== '' && !WHOLE.test(whole)) return null;
  } else if (GROUPED.test(rest)) {
    whole = rest;
    cents = '';
  } else {
    const match = DOT_DECIMAL.exec(rest);
    if (!match) return null;
    whole = match[1] ?? '';
    cents = match[2] ?? '';
  }
  if (!/^\d{0,2}$/.test(cents) || (whole === '' && cents === '')) return null;
  const value = Number(`${whole.replace(/\./g, '') || '0'}.${cents || '0'}`);
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}

/** Rounds to cents the way the database stores money (numeric(14,2)). */
export const toCents = (value: number): number => Math.round(value * 100) / 100;

/**
 * An amount as a form sends it and the money field holds it: plain digits and a decimal point,
 * at most two decimals ('1300000', '1300000.5'); parseBrlInput reads it back unchanged.
 */
export const amountText = (value: number): string => String(toCents(value));
