import { searchKey } from '../format/search-key';

/** An existing business offered in step 2 (from getAllBusinessesNames). */
export type BusinessOption = { id: string; name: string };

/**
 * docs/product.md: "contains" on the name, with the admin search's `searchKey` on both sides, so case and
 * accents do not matter ('pao' finds 'Pão da Serra'); an empty query shows all.
 */
export function filterBusinesses(
  businesses: readonly BusinessOption[],
  query: string,
): BusinessOption[] {
  const needle = searchKey(query);
  if (needle === '') return [...businesses];
  return businesses.filter((business) => searchKey(business.name).includes(needle));
}
