CREATE TABLE "catalog_price_bands" (
	"category" text NOT NULL,
	"price_band" integer NOT NULL,
	"live_fabrics" integer NOT NULL,
	CONSTRAINT "catalog_price_bands_category_price_band_pk" PRIMARY KEY("category","price_band")
);
--> statement-breakpoint
-- The triggers of migration 0001 now keep catalog_price_bands beside catalog_counts: each works out
-- its statement's changes (category, band, +1 or -1) from the transition tables in one pass and hands
-- them to catalog_counts_add. A band is price_paise / 10000 (Rs. 100; PRICE_BAND_PAISE in schema.ts).
-- An update changes the counts when a fabric goes live or not, or changes category or band; a
-- checkout's stock update changes none.
CREATE FUNCTION catalog_counts_add(categories text[], price_bands integer[], deltas integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (a checkout's stock) change nothing; they stop here.
  IF categories IS NULL THEN
    RETURN;
  END IF;
  WITH changed AS (
    SELECT category, price_band, delta FROM unnest(categories, price_bands, deltas) AS c(category, price_band, delta)
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
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_counts_add(array_agg(category), array_agg(price_band), array_agg(delta)) FROM (
    SELECT category, price_paise / 10000 AS price_band, count(*)::int AS delta FROM new_rows
      WHERE deleted_at IS NULL GROUP BY 1, 2
  ) changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_counts_add(array_agg(category), array_agg(price_band), array_agg(delta)) FROM (
    WITH moved AS (
      SELECT o.category AS old_category, o.price_paise / 10000 AS old_band, o.deleted_at IS NULL AS was_live,
             n.category AS new_category, n.price_paise / 10000 AS new_band, n.deleted_at IS NULL AS is_live
      FROM new_rows n JOIN old_rows o ON o.id = n.id
    )
    SELECT new_category, new_band, 1 FROM moved
      WHERE is_live AND NOT (was_live AND old_category = new_category AND old_band = new_band)
    UNION ALL
    SELECT old_category, old_band, -1 FROM moved
      WHERE was_live AND NOT (is_live AND old_category = new_category AND old_band = new_band)
  ) changed(category, price_band, delta);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_counts_add(array_agg(category), array_agg(price_band), array_agg(delta)) FROM (
    SELECT category, price_paise / 10000 AS price_band, -count(*)::int AS delta FROM old_rows
      WHERE deleted_at IS NULL GROUP BY 1, 2
  ) changed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO catalog_price_bands (category, price_band, live_fabrics)
  SELECT category, price_paise / 10000, count(*) FROM fabrics WHERE deleted_at IS NULL GROUP BY category, price_paise / 10000
  UNION ALL
  SELECT '', price_paise / 10000, count(*) FROM fabrics WHERE deleted_at IS NULL GROUP BY price_paise / 10000;
