-- The audit log of what admins and council change (one row per successful action the contract
-- calls 'writes'), with no foreign key: an entry outlives the person and the company it names
-- (an erased company's spy-mode entries move here, some without a person or an address).
-- The spy-mode entries and the second-factor changes keep their own tables, which the log reads
-- beside it; the spy-mode entries now keep the client's address too (security events have kept
-- it since 0022), and both an index by time for the log's order and its retention.
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"business_id" uuid,
	"business_name" text,
	"user_id" uuid,
	"user_name" text,
	"address" text,
	CONSTRAINT "audit_log_actor_role_valid" CHECK ("audit_log"."actor_role" in ('admin', 'council'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_business_at_idx" ON "audit_log" USING btree ("business_id","at");--> statement-breakpoint
ALTER TABLE "business_accesses" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "business_accesses_at_idx" ON "business_accesses" USING btree ("at");--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at");
