CREATE TABLE "catalog_facet_counts" (
	"fibre" text NOT NULL,
	"pattern" text NOT NULL,
	"colour_family" text NOT NULL,
	"category" text NOT NULL,
	"width_band" text NOT NULL,
	"weight_band" text NOT NULL,
	"live_fabrics" integer NOT NULL,
	CONSTRAINT "catalog_facet_counts_pkey" PRIMARY KEY("fibre","pattern","colour_family","category","width_band","weight_band")
);
--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "composition" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "fibres" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "width_cm" smallint;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "weight_gsm" smallint;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "construction" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "pattern" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "colour_family" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "care_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_facet_counts_fibre_pattern_idx" ON "catalog_facet_counts" USING btree ("fibre","pattern","colour_family","category","width_band","weight_band","live_fabrics");--> statement-breakpoint
CREATE INDEX "catalog_facet_counts_fibre_colour_idx" ON "catalog_facet_counts" USING btree ("fibre","colour_family","pattern","category","width_band","weight_band","live_fabrics");--> statement-breakpoint
CREATE INDEX "catalog_facet_counts_colour_pattern_idx" ON "catalog_facet_counts" USING btree ("colour_family","pattern","fibre","category","width_band","weight_band","live_fabrics");--> statement-breakpoint
CREATE INDEX "fabrics_live_fibres_idx" ON "fabrics" USING gin ("fibres") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_colour_idx" ON "fabrics" USING btree ("colour_family","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_colour_pattern_idx" ON "fabrics" USING btree ("colour_family","pattern","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_pattern_idx" ON "fabrics" USING btree ("pattern","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_width_idx" ON "fabrics" USING btree ("width_cm") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_weight_idx" ON "fabrics" USING btree ("weight_gsm") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
-- The width and weight bands of packages/shared's WIDTH_BANDS and WEIGHT_BANDS ('' when unstated):
-- the facet tests compare the counts kept with them against counting the fabrics themselves.
CREATE FUNCTION fabric_width_band(width_cm smallint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN width_cm IS NULL THEN '' WHEN width_cm <= 109 THEN 'narrow' WHEN width_cm <= 150 THEN 'standard' ELSE 'wide' END
$$;
--> statement-breakpoint
CREATE FUNCTION fabric_weight_band(weight_gsm smallint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN weight_gsm IS NULL THEN '' WHEN weight_gsm <= 99 THEN 'light' WHEN weight_gsm <= 250 THEN 'medium' ELSE 'heavy' END
$$;
--> statement-breakpoint
-- catalog_facet_counts follows fabrics one statement at a time, as catalog_counts does (migration
-- 0001): each live fabric counts +1 under fibre '' and under each of its fibres. An update that
-- changes none of a fabric's facets or its liveness (a checkout's stock) changes no count.
CREATE FUNCTION catalog_facet_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS counts
    (fibre, pattern, colour_family, category, width_band, weight_band, live_fabrics)
  SELECT fibre, coalesce(n.pattern, ''), coalesce(n.colour_family, ''), n.category,
    fabric_width_band(n.width_cm), fabric_weight_band(n.weight_gsm), count(*)
  FROM new_rows n CROSS JOIN LATERAL unnest(array[''] || n.fibres) AS fibre
  WHERE n.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (fibre, pattern, colour_family, category, width_band, weight_band)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_facet_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.deleted_at IS NULL AS was_live, n.deleted_at IS NULL AS is_live,
      (o.fibres, o.pattern, o.colour_family, o.category, o.width_cm, o.weight_gsm)
        IS DISTINCT FROM (n.fibres, n.pattern, n.colour_family, n.category, n.width_cm, n.weight_gsm) AS refiled,
      o.fibres AS old_fibres, o.pattern AS old_pattern, o.colour_family AS old_colour, o.category AS old_category,
      o.width_cm AS old_width, o.weight_gsm AS old_weight,
      n.fibres, n.pattern, n.colour_family, n.category, n.width_cm, n.weight_gsm
    FROM old_rows o JOIN new_rows n ON n.id = o.id
  ), changed AS (
    SELECT old_fibres AS fibres, old_pattern AS pattern, old_colour AS colour_family, old_category AS category,
      old_width AS width_cm, old_weight AS weight_gsm, -1 AS delta
    FROM moved WHERE was_live AND (NOT is_live OR refiled)
    UNION ALL
    SELECT fibres, pattern, colour_family, category, width_cm, weight_gsm, 1
    FROM moved WHERE is_live AND (NOT was_live OR refiled)
  )
  INSERT INTO catalog_facet_counts AS counts
    (fibre, pattern, colour_family, category, width_band, weight_band, live_fabrics)
  SELECT fibre, coalesce(c.pattern, ''), coalesce(c.colour_family, ''), c.category,
    fabric_width_band(c.width_cm), fabric_weight_band(c.weight_gsm), sum(c.delta)
  FROM changed c CROSS JOIN LATERAL unnest(array[''] || c.fibres) AS fibre
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(c.delta) <> 0
  ON CONFLICT (fibre, pattern, colour_family, category, width_band, weight_band)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_facet_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS counts
    (fibre, pattern, colour_family, category, width_band, weight_band, live_fabrics)
  SELECT fibre, coalesce(o.pattern, ''), coalesce(o.colour_family, ''), o.category,
    fabric_width_band(o.width_cm), fabric_weight_band(o.weight_gsm), -count(*)
  FROM old_rows o CROSS JOIN LATERAL unnest(array[''] || o.fibres) AS fibre
  WHERE o.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (fibre, pattern, colour_family, category, width_band, weight_band)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fabrics_facet_count_inserts AFTER INSERT ON fabrics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER fabrics_facet_count_updates AFTER UPDATE ON fabrics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER fabrics_facet_count_deletes AFTER DELETE ON fabrics REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_after_delete();
--> statement-breakpoint
INSERT INTO catalog_facet_counts (fibre, pattern, colour_family, category, width_band, weight_band, live_fabrics)
  SELECT fibre, coalesce(pattern, ''), coalesce(colour_family, ''), category, fabric_width_band(width_cm),
    fabric_weight_band(weight_gsm), count(*)
  FROM fabrics CROSS JOIN LATERAL unnest(array[''] || fibres) AS fibre
  WHERE deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
