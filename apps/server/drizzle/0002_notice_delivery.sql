ALTER TABLE "notifications" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Notices from before this column went out as they were made.
UPDATE "notifications" SET "sent_at" = "created_at";
