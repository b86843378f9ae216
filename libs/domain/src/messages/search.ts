// The portal's search (docs/product.md, "Search").
// Letter for letter; every layer imports these.
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../validation/limits';

export const SEARCH_QUERY_TOO_SHORT = `Digite pelo menos ${SEARCH_QUERY_MIN} letras ou números para buscar.`;
export const SEARCH_QUERY_TOO_LONG = `A busca pode ter no máximo ${SEARCH_QUERY_MAX} caracteres.`;
export const SEARCH_FAILED = 'Não foi possível buscar agora. Tente novamente.';
/** Nothing found for the query, as the person typed it. */
export const searchEmpty = (query: string) => `Nenhum resultado para “${query}”`;
