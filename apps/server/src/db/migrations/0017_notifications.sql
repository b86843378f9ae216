-- The bell in the portal's top bar (schema/notifications.ts): one row per person and event.
CREATE TABLE IF NOT EXISTS "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('task-assigned', 'meeting-new', 'report-reminder', 'registration-waiting', 'join-request'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notifications_event_unique" ON "notifications" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at");
