-- The portal's search (services/search.ts) finds words in meetings, transcript lines, tasks,
-- documents and company information: Portuguese stems with accents and case ignored (the
-- `portuguese_unaccent` configuration of migration 0014) and parts of words (pg_trgm).
-- PGlite loads pg_trgm from its contrib build (db/client.ts); PostgreSQL from contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be changed), so no index may call it; this
-- wrapper names the dictionary and promises what an index needs. Partial words are matched as
-- `search_fold(column) LIKE '%' || search_fold(word) || '%'` against the trigram indexes below.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
-- Each searched text is one expression, indexed twice: by its Portuguese lexemes (whole words
-- and their prefixes, stemmed) and by its trigrams (any part of a word). The queries repeat
-- these expressions letter for letter (repositories/search.ts), or the indexes go unused.
CREATE INDEX IF NOT EXISTS meetings_search_fts ON meetings
  USING gin (to_tsvector('portuguese_unaccent', title || ' ' || overview || ' ' || notes));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS meetings_search_trgm ON meetings
  USING gin (search_fold(title || ' ' || overview || ' ' || notes) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS meeting_transcript_entries_search_fts ON meeting_transcript_entries
  USING gin (to_tsvector('portuguese_unaccent', text));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS meeting_transcript_entries_search_trgm ON meeting_transcript_entries
  USING gin (search_fold(text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tasks_search_fts ON tasks
  USING gin (to_tsvector('portuguese_unaccent', title || ' ' || description));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tasks_search_trgm ON tasks
  USING gin (search_fold(title || ' ' || description) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS documents_search_fts ON documents
  USING gin (to_tsvector('portuguese_unaccent', name));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS documents_search_trgm ON documents
  USING gin (search_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS businesses_search_fts ON businesses
  USING gin (to_tsvector('portuguese_unaccent', name || ' ' || coalesce(niche, '') || ' ' || coalesce(website, '') || ' ' || coalesce(username_instagram, '') || ' ' || coalesce(knowledge_base, '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS businesses_search_trgm ON businesses
  USING gin (search_fold(name || ' ' || coalesce(niche, '') || ' ' || coalesce(website, '') || ' ' || coalesce(username_instagram, '') || ' ' || coalesce(knowledge_base, '')) gin_trgm_ops);
