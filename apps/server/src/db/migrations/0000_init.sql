CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"knowledge_base" text,
	"notes" text,
	"profile_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"tokens_valid_after" timestamp with time zone,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('admin', 'council', 'user')),
	CONSTRAINT "users_status_valid" CHECK ("users"."status" in ('active', 'waiting'))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"access_code" text,
	"password_hash" text,
	"logo" text,
	"website" text,
	"niche" text,
	"knowledge_base" text,
	"custom_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_faturamento" numeric(14, 2) DEFAULT 0 NOT NULL,
	"username_instagram" text,
	"managed_by" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_dre" date,
	"tokens_valid_after" timestamp with time zone,
	CONSTRAINT "businesses_access_code_upper_case" CHECK ("businesses"."access_code" = upper("businesses"."access_code")),
	CONSTRAINT "businesses_status_valid" CHECK ("businesses"."status" in ('active', 'waiting')),
	CONSTRAINT "businesses_meta_non_negative" CHECK ("businesses"."meta_faturamento" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_businesses" (
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_businesses_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "business_team_emails" (
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_team_emails_business_id_email_pk" PRIMARY KEY("business_id","email"),
	CONSTRAINT "business_team_emails_lower_case" CHECK ("business_team_emails"."email" = lower("business_team_emails"."email"))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_transcript_entries" (
	"meeting_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"speaker" text NOT NULL,
	"text" text NOT NULL,
	"minutes" numeric(10, 2) NOT NULL,
	CONSTRAINT "meeting_transcript_entries_meeting_id_position_pk" PRIMARY KEY("meeting_id","position"),
	CONSTRAINT "meeting_transcript_entries_position_non_negative" CHECK ("meeting_transcript_entries"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meeting_added_tasks" (
	"meeting_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"task" text DEFAULT '' NOT NULL,
	CONSTRAINT "meeting_added_tasks_meeting_id_position_pk" PRIMARY KEY("meeting_id","position")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'not-started' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"from_meeting" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tasks_status_valid" CHECK ("tasks"."status" in ('not-started', 'in-progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"parent_id" uuid,
	"drive_url" text,
	"drive_id" text,
	"file_key" text,
	"file_type" text,
	"file_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_valid" CHECK ("documents"."type" in ('folder', 'redirectFolder', 'driveFile', 'uploadedFile')),
	CONSTRAINT "documents_folder_at_root" CHECK ("documents"."type" <> 'folder' or "documents"."parent_id" is null)
);
--> statement-breakpoint
CREATE TABLE "monthly_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"gross_revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	"expenses" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cogs" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_profit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"net_margin" numeric(12, 6) DEFAULT 0 NOT NULL,
	"custom_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_reports_first_day" CHECK (extract(day from "monthly_reports"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_managed_by_users_id_fk" FOREIGN KEY ("managed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_businesses" ADD CONSTRAINT "user_businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_businesses" ADD CONSTRAINT "user_businesses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_team_emails" ADD CONSTRAINT "business_team_emails_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcript_entries" ADD CONSTRAINT "meeting_transcript_entries_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_added_tasks" ADD CONSTRAINT "meeting_added_tasks_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_from_meeting_meetings_id_fk" FOREIGN KEY ("from_meeting") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_access_code_unique" ON "businesses" USING btree ("access_code");--> statement-breakpoint
CREATE INDEX "businesses_name_idx" ON "businesses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "businesses_status_idx" ON "businesses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "user_businesses_business_idx" ON "user_businesses" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "meetings_business_date_idx" ON "meetings" USING btree ("business_id","date");--> statement-breakpoint
CREATE INDEX "tasks_business_position_idx" ON "tasks" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "tasks_from_meeting_idx" ON "tasks" USING btree ("from_meeting");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_root_name_unique" ON "documents" USING btree ("business_id","type","name") WHERE "documents"."parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_folder_name_unique" ON "documents" USING btree ("business_id","parent_id","type","name") WHERE "documents"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_business_idx" ON "documents" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "documents_parent_idx" ON "documents" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_reports_business_month_unique" ON "monthly_reports" USING btree ("business_id","month");--> statement-breakpoint
CREATE INDEX "monthly_reports_month_idx" ON "monthly_reports" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");