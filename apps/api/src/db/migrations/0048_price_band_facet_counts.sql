CREATE TABLE "catalog_price_facet_counts" (
	"category" text NOT NULL,
	"price_step" integer NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"live_fabrics" integer NOT NULL,
	CONSTRAINT "catalog_price_facet_counts_pkey" PRIMARY KEY("category","price_step","facet","value")
);
--> statement-breakpoint
CREATE INDEX "catalog_price_facet_counts_price_idx" ON "catalog_price_facet_counts" USING btree ("price_step","facet","value","live_fabrics");--> statement-breakpoint
-- hand-written
-- A listed price's step: Rs. 100 bands, each split in two so that a range of whole hundreds, both
-- ends included, is a range of steps: 2n is exactly n hundred rupees, 2n + 1 is between n and n + 1
-- hundred. Rs. 500 to Rs. 2,000 is steps 10 to 40.
CREATE FUNCTION fabric_price_step(price_paise bigint) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (price_paise / 10000 * 2 + CASE WHEN price_paise % 10000 = 0 THEN 0 ELSE 1 END)::integer
$$;
--> statement-breakpoint
-- The facet choices a fabric counts under, '' where unstated; fibre '' once per fabric, as in
-- catalog_facet_counts (migration 0013).
CREATE FUNCTION fabric_facet_choices(fibres text[], pattern text, colour_family text, width_cm smallint, weight_gsm smallint)
RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'fibre', fibre FROM unnest(array[''] || fibres) AS fibre
  UNION ALL SELECT 'colour', coalesce(colour_family, '')
  UNION ALL SELECT 'pattern', coalesce(pattern, '')
  UNION ALL SELECT 'width', fabric_width_band(width_cm)
  UNION ALL SELECT 'weight', fabric_weight_band(weight_gsm)
$$;
--> statement-breakpoint
-- catalog_price_facet_counts follows the fabrics in the storefront (live and listed) one statement
-- at a time, as catalog_facet_counts does. An update refiles a fabric when its category, price step
-- or a facet changes, or it enters or leaves the storefront (deleted, hidden, its vendor suspended);
-- a checkout's stock and a price move within a step change no count.
CREATE FUNCTION catalog_price_facet_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_price_facet_counts AS counts (category, price_step, facet, value, live_fabrics)
  SELECT n.category, fabric_price_step(n.listed_price_paise), c.facet, c.value, count(*)
  FROM new_rows n
    CROSS JOIN LATERAL fabric_facet_choices(n.fibres, n.pattern, n.colour_family, n.width_cm, n.weight_gsm) c
  WHERE n.deleted_at IS NULL AND n.listed
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (category, price_step, facet, value)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_price_facet_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.deleted_at IS NULL AND o.listed AS was_live, n.deleted_at IS NULL AND n.listed AS is_live,
      (o.fibres, o.pattern, o.colour_family, o.category, o.width_cm, o.weight_gsm, fabric_price_step(o.listed_price_paise))
        IS DISTINCT FROM
      (n.fibres, n.pattern, n.colour_family, n.category, n.width_cm, n.weight_gsm, fabric_price_step(n.listed_price_paise))
        AS refiled,
      o.fibres AS old_fibres, o.pattern AS old_pattern, o.colour_family AS old_colour, o.category AS old_category,
      o.width_cm AS old_width, o.weight_gsm AS old_weight, o.listed_price_paise AS old_price,
      n.fibres, n.pattern, n.colour_family, n.category, n.width_cm, n.weight_gsm, n.listed_price_paise
    FROM old_rows o JOIN new_rows n ON n.id = o.id
  ), changed AS (
    SELECT old_fibres AS fibres, old_pattern AS pattern, old_colour AS colour_family, old_category AS category,
      old_width AS width_cm, old_weight AS weight_gsm, old_price AS listed_price_paise, -1 AS delta
    FROM moved WHERE was_live AND (NOT is_live OR refiled)
    UNION ALL
    SELECT fibres, pattern, colour_family, category, width_cm, weight_gsm, listed_price_paise, 1
    FROM moved WHERE is_live AND (NOT was_live OR refiled)
  )
  INSERT INTO catalog_price_facet_counts AS counts (category, price_step, facet, value, live_fabrics)
  SELECT ch.category, fabric_price_step(ch.listed_price_paise), c.facet, c.value, sum(ch.delta)
  FROM changed ch
    CROSS JOIN LATERAL fabric_facet_choices(ch.fibres, ch.pattern, ch.colour_family, ch.width_cm, ch.weight_gsm) c
  GROUP BY 1, 2, 3, 4
  HAVING sum(ch.delta) <> 0
  ON CONFLICT (category, price_step, facet, value)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_price_facet_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_price_facet_counts AS counts (category, price_step, facet, value, live_fabrics)
  SELECT o.category, fabric_price_step(o.listed_price_paise), c.facet, c.value, -count(*)
  FROM old_rows o
    CROSS JOIN LATERAL fabric_facet_choices(o.fibres, o.pattern, o.colour_family, o.width_cm, o.weight_gsm) c
  WHERE o.deleted_at IS NULL AND o.listed
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (category, price_step, facet, value)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fabrics_price_facet_count_inserts AFTER INSERT ON fabrics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_price_facet_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER fabrics_price_facet_count_updates AFTER UPDATE ON fabrics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_price_facet_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER fabrics_price_facet_count_deletes AFTER DELETE ON fabrics REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_price_facet_counts_after_delete();
--> statement-breakpoint
INSERT INTO catalog_price_facet_counts (category, price_step, facet, value, live_fabrics)
  SELECT f.category, fabric_price_step(f.listed_price_paise), c.facet, c.value, count(*)
  FROM fabrics f
    CROSS JOIN LATERAL fabric_facet_choices(f.fibres, f.pattern, f.colour_family, f.width_cm, f.weight_gsm) c
  WHERE f.deleted_at IS NULL AND f.listed
  GROUP BY 1, 2, 3, 4;
