-- The one-click unsubscribe address of a reminder or digest (List-Unsubscribe, RFC 8058), kept
-- with the message in the outbox so the mail program can offer its own 'cancelar inscrição'.
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe" text;
