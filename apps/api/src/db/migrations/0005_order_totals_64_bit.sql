ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vendor_orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;