DROP INDEX "fabrics_live_created_idx";--> statement-breakpoint
DROP INDEX "fabrics_live_category_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "vendor_orders_vendor_idx";--> statement-breakpoint
CREATE INDEX "fabrics_live_created_idx" ON "fabrics" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_category_idx" ON "fabrics" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vendor_orders_vendor_idx" ON "vendor_orders" USING btree ("vendor_id","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);