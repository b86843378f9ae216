-- A person may ask for their account to be erased (LGPD), which an admin confirms by deleting
-- it: the open request's instant on the person, the request and its withdrawal among the
-- security events, and the admins' bell told of it.
ALTER TABLE "users" ADD COLUMN "erasure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_kind_valid";--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_kind_valid" CHECK ("security_events"."kind" in ('second-factor-enabled', 'second-factor-disabled', 'second-factor-reset', 'recovery-code-used', 'company-data-exported', 'personal-data-exported', 'account-erasure-requested', 'account-erasure-withdrawn'));--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('task-assigned', 'meeting-new', 'report-reminder', 'registration-waiting', 'join-request', 'erasure-requested'));
