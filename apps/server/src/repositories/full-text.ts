import { sql, type SQL } from 'drizzle-orm';

/**
 * Full-text search in Portuguese with accents ignored (the `portuguese_unaccent` configuration
 * of migration 0014): stems match ('contratos' finds 'Contrato social', 'precificação' the
 * meeting titled 'Precificação dos pães') and every word of the topic must be in the text.
 */
export const matchesTopic = (text: SQL, topic: string): SQL =>
  sql`to_tsvector('portuguese_unaccent', ${text}) @@ plainto_tsquery('portuguese_unaccent', ${topic})`;
