CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_status_reason" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_newest_idx" ON "admin_audit" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendor_status_check" CHECK ("users"."vendor_status" in ('active', 'pending', 'rejected', 'suspended'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'vendor', 'admin'));--> statement-breakpoint
-- The audit log is append-only: nothing may change or remove an entry, whatever code runs.
CREATE FUNCTION admin_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: its entries cannot be changed or deleted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_append_only BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_refuse_change();
--> statement-breakpoint
-- A fabric is in the storefront while it is live and listed (its vendor active, not hidden by the
-- operator): the search terms, catalog_counts and catalog_facet_counts now follow both columns,
-- as they followed deleted_at alone (migrations 0003, 0007 and 0013).
CREATE OR REPLACE FUNCTION fabric_search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
    SELECT t.term, n.id, n.created_at, n.price_paise, n.category
    FROM new_rows n CROSS JOIN LATERAL unnest(search_terms(n.name || ' ' || n.description || ' ' || n.category)) AS t(term)
    WHERE n.deleted_at IS NULL AND n.listed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fabric_search_terms_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fabric_search_terms WHERE fabric_id = OLD.id;
  IF NEW.deleted_at IS NULL AND NEW.listed THEN
    INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
      SELECT t.term, NEW.id, NEW.created_at, NEW.price_paise, NEW.category
      FROM unnest(search_terms(NEW.name || ' ' || NEW.description || ' ' || NEW.category)) AS t(term);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER fabrics_search_terms_updates ON fabrics;
--> statement-breakpoint
CREATE TRIGGER fabrics_search_terms_updates AFTER UPDATE OF name, description, category, price_paise, created_at, deleted_at, listed ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabric_search_terms_after_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT category, 1 AS delta FROM new_rows WHERE deleted_at IS NULL AND listed
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
  WITH moved AS (
    SELECT o.category AS old_category, n.category, o.deleted_at IS NULL AND o.listed AS was_shown,
      n.deleted_at IS NULL AND n.listed AS is_shown
    FROM new_rows n JOIN old_rows o ON o.id = n.id
  ), changed AS (
    SELECT category, 1 AS delta FROM moved WHERE is_shown AND (NOT was_shown OR old_category <> category)
    UNION ALL
    SELECT old_category, -1 FROM moved WHERE was_shown AND (NOT is_shown OR old_category <> category)
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
    SELECT category, -1 AS delta FROM old_rows WHERE deleted_at IS NULL AND listed
  )
  INSERT INTO catalog_counts (category, live_fabrics)
    SELECT category, sum(delta) FROM (SELECT category, delta FROM changed UNION ALL SELECT '', delta FROM changed) counted
    GROUP BY category HAVING sum(delta) <> 0
  ON CONFLICT (category) DO UPDATE SET live_fabrics = catalog_counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS counts
    (fibre, pattern, colour_family, category, width_band, weight_band, live_fabrics)
  SELECT fibre, coalesce(n.pattern, ''), coalesce(n.colour_family, ''), n.category,
    fabric_width_band(n.width_cm), fabric_weight_band(n.weight_gsm), count(*)
  FROM new_rows n CROSS JOIN LATERAL unnest(array[''] || n.fibres) AS fibre
  WHERE n.deleted_at IS NULL AND n.listed
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (fibre, pattern, colour_family, category, width_band, weight_band)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.deleted_at IS NULL AND o.listed AS was_live, n.deleted_at IS NULL AND n.listed AS is_live,
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
CREATE OR REPLACE FUNCTION catalog_facet_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS counts
    (fibre, pattern, colour_family, category, width_band, weight_band, live_fabrics)
  SELECT fibre, coalesce(o.pattern, ''), coalesce(o.colour_family, ''), o.category,
    fabric_width_band(o.width_cm), fabric_weight_band(o.weight_gsm), -count(*)
  FROM old_rows o CROSS JOIN LATERAL unnest(array[''] || o.fibres) AS fibre
  WHERE o.deleted_at IS NULL AND o.listed
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (fibre, pattern, colour_family, category, width_band, weight_band)
    DO UPDATE SET live_fabrics = counts.live_fabrics + excluded.live_fabrics;
  RETURN NULL;
END;
$$;
