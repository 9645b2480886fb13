CREATE TABLE "cart_coupons" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"discount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"vendor_id" uuid,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_paise" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_shopper" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'fixed' or "coupons"."value" <= 10000)),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses"),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."starts_at" is null or "coupons"."ends_at" is null or "coupons"."ends_at" > "coupons"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "sale_price_paise" integer;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "discount_funded_by" text;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_key" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_uses_shopper_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_vendor_idx" ON "coupons" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "fabrics_on_sale_idx" ON "fabrics" USING btree ("sale_ends_at","sale_starts_at") WHERE "fabrics"."sale_price_paise" is not null;--> statement-breakpoint
CREATE INDEX "fabrics_sale_starts_idx" ON "fabrics" USING btree ("sale_starts_at") WHERE "fabrics"."sale_price_paise" is not null;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_sale_price_check" CHECK ("fabrics"."sale_price_paise" is null or ("fabrics"."sale_price_paise" > 0 and "fabrics"."sale_price_paise" < "fabrics"."price_paise"));--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_sale_window_check" CHECK ("fabrics"."sale_starts_at" is null or "fabrics"."sale_ends_at" is null or "fabrics"."sale_ends_at" > "fabrics"."sale_starts_at");--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_discount_check" CHECK ("vendor_orders"."discount_paise" between 0 and "vendor_orders"."subtotal_paise");