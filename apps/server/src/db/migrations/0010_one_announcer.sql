-- Migrations 0007 and 0008 each wrote a trigger function of their own for one channel; 0009's
-- portal_announce() takes the channel as its argument. Every announcing trigger now calls it, and
-- the two single-channel functions go. Same triggers, same tables, same events, same channels.
DROP TRIGGER "users_sessions_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed"
  AFTER UPDATE OF "role", "status", "tokens_valid_after", "name", "email" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_sessions');
--> statement-breakpoint
DROP TRIGGER "businesses_sessions_changed" ON "businesses";
--> statement-breakpoint
CREATE TRIGGER "businesses_sessions_changed"
  AFTER UPDATE OF "status", "access_code", "tokens_valid_after", "name" OR DELETE ON "businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_sessions');
--> statement-breakpoint
DROP TRIGGER "user_businesses_sessions_changed" ON "user_businesses";
--> statement-breakpoint
CREATE TRIGGER "user_businesses_sessions_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "user_businesses"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_sessions');
--> statement-breakpoint
DROP TRIGGER "tasks_boards_changed" ON "tasks";
--> statement-breakpoint
CREATE TRIGGER "tasks_boards_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_boards');
--> statement-breakpoint
DROP FUNCTION "portal_sessions_changed"();
--> statement-breakpoint
DROP FUNCTION "portal_boards_changed"();
