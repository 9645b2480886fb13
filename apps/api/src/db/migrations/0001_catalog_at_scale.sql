CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "catalog_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"live_fabrics" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fabrics_live_category_price_idx" ON "fabrics" USING btree ("category","price_paise","id") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_name_idx" ON "fabrics" USING btree ("name","id") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_search_idx" ON "fabrics" USING gin (("name" || ' ' || "description" || ' ' || "category") gin_trgm_ops) WHERE "fabrics"."deleted_at" is null;
--> statement-breakpoint
-- catalog_counts follows fabrics one statement at a time: a bulk insert of a million fabrics
-- updates each count once, and a checkout's stock update (no live or category change) none.
CREATE FUNCTION catalog_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT category, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
  )
  INSERT INTO catalog_counts (category, live_fabrics)
    SELECT category, sum(delta) FROM (SELECT category, delta FROM changed UNION ALL SELECT '', delta FROM changed) counted
    GROUP BY category HAVING sum(delta) <> 0
  ON CONFLICT (category) DO UPDATE SET live_fabrics = catalog_counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.category, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.deleted_at IS NULL AND (o.deleted_at IS NOT NULL OR o.category <> n.category)
    UNION ALL
    SELECT o.category, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.deleted_at IS NULL AND (n.deleted_at IS NOT NULL OR o.category <> n.category)
  )
  INSERT INTO catalog_counts (category, live_fabrics)
    SELECT category, sum(delta) FROM (SELECT category, delta FROM changed UNION ALL SELECT '', delta FROM changed) counted
    GROUP BY category HAVING sum(delta) <> 0
  ON CONFLICT (category) DO UPDATE SET live_fabrics = catalog_counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT category, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
  )
  INSERT INTO catalog_counts (category, live_fabrics)
    SELECT category, sum(delta) FROM (SELECT category, delta FROM changed UNION ALL SELECT '', delta FROM changed) counted
    GROUP BY category HAVING sum(delta) <> 0
  ON CONFLICT (category) DO UPDATE SET live_fabrics = catalog_counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fabrics_count_inserts AFTER INSERT ON fabrics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER fabrics_count_updates AFTER UPDATE ON fabrics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER fabrics_count_deletes AFTER DELETE ON fabrics REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_counts_after_delete();
--> statement-breakpoint
INSERT INTO catalog_counts (category, live_fabrics)
  SELECT category, count(*) FROM fabrics WHERE deleted_at IS NULL GROUP BY category
  UNION ALL
  SELECT '', count(*) FROM fabrics WHERE deleted_at IS NULL;
