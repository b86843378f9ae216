-- What a meeting promised for each task it named: a 'Responsável' (a person of the company) and a
-- 'Prazo', both optional; the board task it created carries the same, and what became of it is
-- read from the board.
ALTER TABLE "meeting_added_tasks" ADD COLUMN IF NOT EXISTS "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "meeting_added_tasks" ADD COLUMN IF NOT EXISTS "due_date" date;--> statement-breakpoint
ALTER TABLE "meeting_added_tasks" DROP CONSTRAINT IF EXISTS "meeting_added_tasks_owner_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "meeting_added_tasks" ADD CONSTRAINT "meeting_added_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A kept meetings reply shows the owners' names: a renamed person drops it as a meeting change does.
CREATE OR REPLACE TRIGGER "users_meetings_changed"
  AFTER UPDATE OF "name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_meetings');
