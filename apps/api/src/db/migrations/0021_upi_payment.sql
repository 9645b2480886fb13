ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'due_on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_uri" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_utr" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_rejected_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_utr_key" ON "orders" USING btree ("payment_utr");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("payment_due_by") WHERE "orders"."payment_status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('due_on_delivery', 'awaiting_payment', 'verifying', 'paid', 'expired'));--> statement-breakpoint
-- UPI orders placed before payments were verified were taken as paid; they keep shipping as before.
UPDATE "orders" SET "payment_status" = 'paid' WHERE "payment_method" = 'upi';
