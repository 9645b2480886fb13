-- The price bands of migration 0004 saved less than they cost (docs/decisions.md, issue 14): the catalog_counts
-- triggers go back to counting per category only, as migration 0001 wrote them, and the bands go.
CREATE OR REPLACE FUNCTION catalog_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION catalog_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP FUNCTION catalog_counts_add(text[], integer[], integer[]);
--> statement-breakpoint
DROP TABLE "catalog_price_bands";
