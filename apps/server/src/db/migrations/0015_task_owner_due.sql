-- A task's 'Responsável' (a person of its company) and 'Prazo' (a calendar day), both optional.
-- Safe to run twice: a database created while this migration's journal date preceded 0014's has
-- it applied already, and runs it again now that the date follows 0014's.
ALTER TABLE "tasks" ADD COLUMN IF NOT EXISTS "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN IF NOT EXISTS "due_date" date;--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT IF EXISTS "tasks_owner_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_owner_idx" ON "tasks" USING btree ("owner_id");--> statement-breakpoint
-- A kept board shows its owners' names: a renamed person drops the kept boards as a task change does.
CREATE OR REPLACE TRIGGER "users_boards_changed"
  AFTER UPDATE OF "name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_boards');
