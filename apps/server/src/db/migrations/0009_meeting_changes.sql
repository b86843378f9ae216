-- A company's meetings as getmeetings answers them are kept in memory by the server that owns an
-- embedded database (services/meetings.ts, app.ts). Every change to meetings, their transcripts
-- or their added tasks is announced on the 'portal_meetings' channel at commit; the server drops
-- every kept list at once. One function announces on the channel its trigger names.
CREATE FUNCTION "portal_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "meetings_meetings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meetings"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_meetings');
--> statement-breakpoint
CREATE TRIGGER "meeting_transcript_entries_meetings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_transcript_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_meetings');
--> statement-breakpoint
CREATE TRIGGER "meeting_added_tasks_meetings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_added_tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_announce"('portal_meetings');
