-- Who a token names and what they may open (users, businesses, user_businesses) is cached per
-- server for a few seconds (auth/session-cache.ts). Every change to it is announced on the
-- 'portal_sessions' channel, at commit, to every server listening on this database: each one drops
-- its cache at once (a logout, a new password, a role or company change take effect everywhere).
CREATE FUNCTION "portal_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed"
  AFTER UPDATE OF "role", "status", "tokens_valid_after", "name", "email" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "businesses_sessions_changed"
  AFTER UPDATE OF "status", "access_code", "tokens_valid_after", "name" OR DELETE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_businesses_sessions_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "user_businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_sessions_changed"();
