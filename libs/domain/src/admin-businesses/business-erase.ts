// Erasing a company with everything it holds asks for its name, typed: the portal keeps the
// button off until it matches, and the server refuses an erasure whose name does not.

/**
 * The name typed is the company's, exactly (case and accents included), spaces around either
 * aside: what a person copies from the screen may carry one.
 */
export const confirmsCompanyName = (typed: string, name: string): boolean =>
  typed.trim() !== '' && typed.trim() === name.trim();
