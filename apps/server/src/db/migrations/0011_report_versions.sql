-- A monthly report is replaced only on purpose (services/reports.ts): each replacement keeps the
-- version it replaced in monthly_report_versions, and monthly_reports.version counts them (the
-- reports filled before this migration are their first version).
CREATE TABLE "monthly_report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"gross_revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	"expenses" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cogs" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_profit" numeric(15, 2) DEFAULT 0 NOT NULL,
	"net_margin" numeric(22, 6) DEFAULT 0 NOT NULL,
	"custom_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filled_by" uuid,
	"filled_by_name" text DEFAULT '' NOT NULL,
	"filled_at" timestamp with time zone NOT NULL,
	"replaced_by" uuid,
	"replaced_by_name" text DEFAULT '' NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_report_versions" ADD CONSTRAINT "monthly_report_versions_report_id_monthly_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."monthly_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_report_versions" ADD CONSTRAINT "monthly_report_versions_filled_by_users_id_fk" FOREIGN KEY ("filled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_report_versions" ADD CONSTRAINT "monthly_report_versions_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_report_versions_report_version_unique" ON "monthly_report_versions" USING btree ("report_id","version");--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_version_positive" CHECK ("monthly_reports"."version" >= 1);
