-- The assistant finds topics in meetings and documents by full-text search in Portuguese,
-- accents ignored ('precificacao' finds 'Precificação'): unaccent before the Portuguese stemmer.
-- PGlite loads the extension from its contrib build (db/client.ts); PostgreSQL from contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'portuguese_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION portuguese_unaccent (COPY = portuguese);
    ALTER TEXT SEARCH CONFIGURATION portuguese_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
  END IF;
END $$;
