ALTER TABLE "documents" ADD COLUMN "file_name" text;--> statement-breakpoint
CREATE INDEX "documents_file_key_idx" ON "documents" USING btree ("file_key");