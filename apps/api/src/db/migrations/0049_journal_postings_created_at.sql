-- hand-written
-- The migrations run in one transaction: the postings an earlier one wrote are checked (the deferred
-- balance trigger) now, since a table with checks still pending cannot be altered.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written
-- The postings already there take their entry's time. The journal refuses any UPDATE; this one only
-- fills the column just added, once, with the trigger off for it alone.
ALTER TABLE "journal_postings" DISABLE TRIGGER "journal_postings_append_only";--> statement-breakpoint
UPDATE "journal_postings" p SET "created_at" = e."created_at" FROM "journal_entries" e WHERE e."id" = p."entry_id";--> statement-breakpoint
ALTER TABLE "journal_postings" ENABLE TRIGGER "journal_postings_append_only";--> statement-breakpoint
CREATE INDEX "journal_postings_party_time_idx" ON "journal_postings" USING btree ("party_id","created_at" DESC NULLS FIRST,"entry_id" DESC NULLS FIRST,"account") WHERE "journal_postings"."party_id" is not null;