/** An existing business offered in step 2 (from getAllBusinessesNames). */
export type BusinessOption = { id: string; name: string };

/** SPEC §2: case-insensitive "contains" on the name; an empty query shows all. */
export function filterBusinesses(
  businesses: readonly BusinessOption[],
  query: string,
): BusinessOption[] {
  const needle = query.trim().toLocaleLowerCase('pt-BR');
  if (needle === '') return [...businesses];
  return businesses.filter((business) => business.name.toLocaleLowerCase('pt-BR').includes(needle));
}
