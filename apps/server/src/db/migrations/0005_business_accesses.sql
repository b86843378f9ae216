CREATE TABLE "business_accesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_accesses_role_valid" CHECK ("business_accesses"."role" in ('admin', 'council'))
);
--> statement-breakpoint
ALTER TABLE "business_accesses" ADD CONSTRAINT "business_accesses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_accesses" ADD CONSTRAINT "business_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_accesses_business_at_idx" ON "business_accesses" USING btree ("business_id","at");