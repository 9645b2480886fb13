DROP INDEX "fabrics_live_price_idx";--> statement-breakpoint
DROP INDEX "fabrics_live_category_price_idx";--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "listed_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "listed_price_changes_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "fabrics_listed_price_due_idx" ON "fabrics" USING btree ("listed_price_changes_at") WHERE "fabrics"."listed_price_changes_at" is not null;--> statement-breakpoint
CREATE INDEX "fabrics_live_price_idx" ON "fabrics" USING btree ("listed_price_paise","id") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_category_price_idx" ON "fabrics" USING btree ("category","listed_price_paise","id") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
-- hand-written
-- listed_price_paise is what a shopper pays as of the row's last write: the sale price while the sale
-- is on at now() (the condition of isOnSale, fabrics/sale-price.ts), else the price. listed_price_changes_at
-- is when that goes stale by itself (the sale's start, else its end), for the sweep (fabrics/listed-price.ts)
-- to find the rows due. Only a write of a price or sale column recomputes them, so an order's stock change
-- pays nothing.
CREATE FUNCTION fabrics_set_listed_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed_price_paise := CASE
    WHEN NEW.sale_price_paise IS NOT NULL
      AND (NEW.sale_starts_at IS NULL OR NEW.sale_starts_at <= now())
      AND (NEW.sale_ends_at IS NULL OR NEW.sale_ends_at > now())
    THEN NEW.sale_price_paise ELSE NEW.price_paise END;
  NEW.listed_price_changes_at := CASE
    WHEN NEW.sale_price_paise IS NULL THEN NULL
    WHEN NEW.sale_starts_at > now() THEN NEW.sale_starts_at
    WHEN NEW.sale_ends_at > now() THEN NEW.sale_ends_at
  END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fabrics_listed_price
  BEFORE INSERT OR UPDATE OF price_paise, sale_price_paise, sale_starts_at, sale_ends_at, listed_price_paise ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabrics_set_listed_price();
--> statement-breakpoint
-- Every existing fabric's listed price, set by the trigger above (before the search index follows it).
UPDATE fabrics SET listed_price_paise = price_paise;
--> statement-breakpoint
-- The search index's copy of the price is the listed price (migration 0017's functions, listed_price_paise
-- for price_paise). A move of the listed price alone keeps the words and rewrites only their copy of it.
CREATE OR REPLACE FUNCTION fabric_search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
    SELECT t.term, n.id, n.created_at, n.listed_price_paise, n.category
    FROM new_rows n CROSS JOIN LATERAL unnest(search_terms(n.name || ' ' || n.description || ' ' || n.category)) AS t(term)
    WHERE n.deleted_at IS NULL AND n.listed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fabric_search_terms_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.name, OLD.description, OLD.category, OLD.created_at, OLD.deleted_at, OLD.listed)
      IS NOT DISTINCT FROM (NEW.name, NEW.description, NEW.category, NEW.created_at, NEW.deleted_at, NEW.listed) THEN
    IF OLD.listed_price_paise <> NEW.listed_price_paise THEN
      UPDATE fabric_search_terms SET price_paise = NEW.listed_price_paise WHERE fabric_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM fabric_search_terms WHERE fabric_id = OLD.id;
  IF NEW.deleted_at IS NULL AND NEW.listed THEN
    INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
      SELECT t.term, NEW.id, NEW.created_at, NEW.listed_price_paise, NEW.category
      FROM unnest(search_terms(NEW.name || ' ' || NEW.description || ' ' || NEW.category)) AS t(term);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER fabrics_search_terms_updates ON fabrics;
--> statement-breakpoint
CREATE TRIGGER fabrics_search_terms_updates
  AFTER UPDATE OF name, description, category, price_paise, sale_price_paise, sale_starts_at, sale_ends_at,
    listed_price_paise, created_at, deleted_at, listed ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabric_search_terms_after_update();
--> statement-breakpoint
UPDATE fabric_search_terms SET price_paise = fabrics.listed_price_paise
FROM fabrics WHERE fabrics.id = fabric_search_terms.fabric_id AND fabric_search_terms.price_paise <> fabrics.listed_price_paise;
