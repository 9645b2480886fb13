ALTER TABLE "cart_items" ADD COLUMN "kind" text DEFAULT 'length' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_fabric_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_fabric_id_kind_pk" PRIMARY KEY("user_id","fabric_id","kind");--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "unit" text DEFAULT 'per_metre' NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "min_cut_cm" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "step_cm" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "swatch_offered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "swatch_price_paise" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "kind" text DEFAULT 'length' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit" text DEFAULT 'per_metre' NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_unit_check" CHECK ("fabrics"."unit" in ('per_metre', 'per_piece'));--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_cut_check" CHECK ("fabrics"."min_cut_cm" > 0 and "fabrics"."step_cm" > 0);--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_swatch_price_check" CHECK ("fabrics"."swatch_price_paise" > 0);--> statement-breakpoint
-- Hand-written data move (issue 18): every fabric so far was sold by the metre (the column's default),
-- its stock and the quantities in carts and orders were whole metres; they are kept in centimetres now.
UPDATE "fabrics" SET "stock" = "stock" * 100;--> statement-breakpoint
UPDATE "cart_items" SET "quantity" = "quantity" * 100;--> statement-breakpoint
UPDATE "order_items" SET "quantity" = "quantity" * 100;
