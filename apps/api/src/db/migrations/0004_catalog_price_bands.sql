CREATE TABLE "catalog_price_bands" (
	"category" text NOT NULL,
	"price_band" integer NOT NULL,
	"live_fabrics" integer NOT NULL,
	CONSTRAINT "catalog_price_bands_category_price_band_pk" PRIMARY KEY("category","price_band")
);
--> statement-breakpoint
-- The triggers of migration 0001 now keep catalog_price_bands beside catalog_counts, from the same
-- changed rows: one pass over each statement's transition tables. A band is price_paise / 10000
-- (Rs. 100; PRICE_BAND_PAISE in schema.ts). An update changes the counts when a fabric goes live or
-- not, or changes category or band; a checkout's stock update changes none.
CREATE OR REPLACE FUNCTION catalog_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT category, price_paise / 10000 AS price_band, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
  ), everywhere AS (
    SELECT category, price_band, delta FROM changed UNION ALL SELECT '', price_band, delta FROM changed
  ), counts AS (
    INSERT INTO catalog_counts (category, live_fabrics)
      SELECT category, sum(delta) FROM everywhere GROUP BY category HAVING sum(delta) <> 0
    ON CONFLICT (category) DO UPDATE SET live_fabrics = catalog_counts.live_fabrics + excluded.live_fabrics
  )
  INSERT INTO catalog_price_bands (category, price_band, live_fabrics)
    SELECT category, price_band, sum(delta) FROM everywhere GROUP BY category, price_band HAVING sum(delta) <> 0
  ON CONFLICT (category, price_band) DO UPDATE SET live_fabrics = catalog_price_bands.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.category AS old_category, o.price_paise / 10000 AS old_band, o.deleted_at IS NULL AS was_live,
           n.category AS new_category, n.price_paise / 10000 AS new_band, n.deleted_at IS NULL AS is_live
    FROM new_rows n JOIN old_rows o ON o.id = n.id
  ), changed AS (
    SELECT new_category AS category, new_band AS price_band, 1 AS delta FROM moved
      WHERE is_live AND NOT (was_live AND old_category = new_category AND old_band = new_band)
    UNION ALL
    SELECT old_category, old_band, -1 FROM moved
      WHERE was_live AND NOT (is_live AND old_category = new_category AND old_band = new_band)
  ), everywhere AS (
    SELECT category, price_band, delta FROM changed UNION ALL SELECT '', price_band, delta FROM changed
  ), counts AS (
    INSERT INTO catalog_counts (category, live_fabrics)
      SELECT category, sum(delta) FROM everywhere GROUP BY category HAVING sum(delta) <> 0
    ON CONFLICT (category) DO UPDATE SET live_fabrics = catalog_counts.live_fabrics + excluded.live_fabrics
  )
  INSERT INTO catalog_price_bands (category, price_band, live_fabrics)
    SELECT category, price_band, sum(delta) FROM everywhere GROUP BY category, price_band HAVING sum(delta) <> 0
  ON CONFLICT (category, price_band) DO UPDATE SET live_fabrics = catalog_price_bands.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT category, price_paise / 10000 AS price_band, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
  ), everywhere AS (
    SELECT category, price_band, delta FROM changed UNION ALL SELECT '', price_band, delta FROM changed
  ), counts AS (
    INSERT INTO catalog_counts (category, live_fabrics)
      SELECT category, sum(delta) FROM everywhere GROUP BY category HAVING sum(delta) <> 0
    ON CONFLICT (category) DO UPDATE SET live_fabrics = catalog_counts.live_fabrics + excluded.live_fabrics
  )
  INSERT INTO catalog_price_bands (category, price_band, live_fabrics)
    SELECT category, price_band, sum(delta) FROM everywhere GROUP BY category, price_band HAVING sum(delta) <> 0
  ON CONFLICT (category, price_band) DO UPDATE SET live_fabrics = catalog_price_bands.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO catalog_price_bands (category, price_band, live_fabrics)
  SELECT category, price_paise / 10000, count(*) FROM fabrics WHERE deleted_at IS NULL GROUP BY category, price_paise / 10000
  UNION ALL
  SELECT '', price_paise / 10000, count(*) FROM fabrics WHERE deleted_at IS NULL GROUP BY price_paise / 10000;
