-- Hand-written (before the generated statements): PostgreSQL will not change the type of a column an
-- UPDATE OF trigger names, so the two fabric triggers that name the price columns are dropped here and
-- created again, unchanged, at the end.
DROP TRIGGER fabrics_listed_price ON fabrics;--> statement-breakpoint
DROP TRIGGER fabrics_search_terms_updates ON fabrics;--> statement-breakpoint
ALTER TABLE "fabric_search_terms" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "fabrics" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "fabrics" ALTER COLUMN "swatch_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "fabrics" ALTER COLUMN "swatch_price_paise" SET DEFAULT 3000;--> statement-breakpoint
ALTER TABLE "fabrics" ALTER COLUMN "sale_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "fabrics" ALTER COLUMN "listed_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "discount_paise" SET DATA TYPE bigint;--> statement-breakpoint
-- Hand-written (after the generated statements): the two triggers dropped above, as migration 0028 made them.
CREATE TRIGGER fabrics_listed_price
  BEFORE INSERT OR UPDATE OF price_paise, sale_price_paise, sale_starts_at, sale_ends_at, listed_price_paise ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabrics_set_listed_price();--> statement-breakpoint
CREATE TRIGGER fabrics_search_terms_updates
  AFTER UPDATE OF name, description, category, price_paise, sale_price_paise, sale_starts_at, sale_ends_at,
    listed_price_paise, created_at, deleted_at, listed ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabric_search_terms_after_update();
--> statement-breakpoint
CREATE TABLE "fabric_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabric_categories_name_check" CHECK ("fabric_categories"."name" = lower(btrim("fabric_categories"."name")) and length("fabric_categories"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "fabric_categories" ADD CONSTRAINT "fabric_categories_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the seven categories the store opened with. Fabrics stored under any other keep it.
INSERT INTO "fabric_categories" ("name") VALUES
  ('cotton'), ('silk'), ('linen'), ('wool'), ('denim'), ('chiffon'), ('velvet')
ON CONFLICT DO NOTHING;
