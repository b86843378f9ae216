-- A company's task board is kept in memory by the server that owns an embedded database
-- (services/tasks.ts, app.ts). Every change to tasks is announced on the 'portal_boards' channel
-- at commit; the server drops every kept board at once.
CREATE FUNCTION "portal_boards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_boards', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_boards_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION "portal_boards_changed"();
