CREATE TABLE "vendor_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "order_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "payment_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_order_events" ADD CONSTRAINT "vendor_order_events_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_order_events" ADD CONSTRAINT "vendor_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_order_events_part_idx" ON "vendor_order_events" USING btree ("vendor_order_id","at");--> statement-breakpoint
CREATE INDEX "order_items_vendor_sales_idx" ON "order_items" USING btree ("vendor_id","order_date","fabric_id","quantity","unit_price_paise","vendor_order_id");--> statement-breakpoint
CREATE INDEX "vendor_orders_vendor_status_idx" ON "vendor_orders" USING btree ("vendor_id","status","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "vendor_orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_orders_vendor_sales_idx" ON "vendor_orders" USING btree ("vendor_id","order_date","status","subtotal_paise","id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_status_check" CHECK ("vendor_orders"."status" in ('placed', 'accepted', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
-- Orders placed before this migration never moved (decision 19): each part's history starts with the
-- shopper placing it, as checkout now records for every new part.
INSERT INTO "vendor_order_events" ("vendor_order_id", "status", "at", "actor_role", "actor_id")
  SELECT "vendor_orders"."id", 'placed', "vendor_orders"."order_date", 'shopper', "orders"."customer_id"
  FROM "vendor_orders" JOIN "orders" ON "orders"."id" = "vendor_orders"."order_id";
--> statement-breakpoint
-- Existing lines took the migration's time as their default; they were placed with their order.
UPDATE "order_items" SET "order_date" = "orders"."order_date" FROM "orders" WHERE "orders"."id" = "order_items"."order_id";
