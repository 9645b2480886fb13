ALTER TABLE "order_items" ADD COLUMN "commission_hundredths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "commission_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_commission_check" CHECK ("vendor_orders"."commission_paise" between 0 and "vendor_orders"."subtotal_paise");