CREATE TABLE "report_reminders" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reminders_business_id_month_pk" PRIMARY KEY("business_id","month")
);
--> statement-breakpoint
ALTER TABLE "report_reminders" ADD CONSTRAINT "report_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;