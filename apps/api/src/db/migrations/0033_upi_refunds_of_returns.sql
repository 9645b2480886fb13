DROP INDEX "upi_refunds_vendor_order_key";--> statement-breakpoint
ALTER TABLE "upi_refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "upi_refunds" ADD CONSTRAINT "upi_refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upi_refunds_return_key" ON "upi_refunds" USING btree ("return_id") WHERE "upi_refunds"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "upi_refunds_vendor_order_key" ON "upi_refunds" USING btree ("vendor_order_id") WHERE "upi_refunds"."return_id" is null;