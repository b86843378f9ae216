-- Copies of data taken out of the portal (an admin's export of a company, a person's own data)
-- are recorded beside the changes to how a person signs in: which company, and from which
-- address. Tasks keep who put them on the board, so a person's own data can list them.
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_kind_valid";--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_kind_valid" CHECK ("security_events"."kind" in ('second-factor-enabled', 'second-factor-disabled', 'second-factor-reset', 'recovery-code-used', 'company-data-exported', 'personal-data-exported'));--> statement-breakpoint
ALTER TABLE "security_events" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "security_events" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "security_events" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_created_by_idx" ON "tasks" USING btree ("created_by");
