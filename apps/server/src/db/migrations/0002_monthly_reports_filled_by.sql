ALTER TABLE "monthly_reports" ALTER COLUMN "net_profit" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "monthly_reports" ALTER COLUMN "net_margin" SET DATA TYPE numeric(22, 6);--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD COLUMN "filled_by" uuid;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD COLUMN "filled_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD COLUMN "filled_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_filled_by_users_id_fk" FOREIGN KEY ("filled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reports filled before this migration were filled when they were created.
UPDATE "monthly_reports" SET "filled_at" = "created_at";