-- The Idempotency-Key of each meeting ingested (services/meetings.ts), per company and caller,
-- written in the meeting's own transaction: a retry answers the first result.
CREATE TABLE "ingest_requests" (
	"business_id" uuid NOT NULL,
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"meeting_id" uuid,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingest_requests_business_id_caller_key_pk" PRIMARY KEY("business_id","caller","key")
);
--> statement-breakpoint
ALTER TABLE "ingest_requests" ADD CONSTRAINT "ingest_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_requests" ADD CONSTRAINT "ingest_requests_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;