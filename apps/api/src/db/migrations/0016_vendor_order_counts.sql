-- Decision 219: the tabs' counts per vendor and status, so that a count reads at most five rows however
-- long the vendor has sold (summed from vendor_daily_sales, it read a row per day and status). The daily
-- rows' listed_parts, which only the counts read, goes.
CREATE TABLE "vendor_order_counts" (
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"listed_parts" integer NOT NULL,
	CONSTRAINT "vendor_order_counts_pkey" PRIMARY KEY("vendor_id","status")
);
--> statement-breakpoint
INSERT INTO "vendor_order_counts" (vendor_id, status, listed_parts)
SELECT vendor_id, status, count(*) FROM "vendor_orders" WHERE archived_at IS NULL GROUP BY 1, 2;
--> statement-breakpoint
-- Kept as vendor_daily_sales is (decision 161), in the statement's own transaction, each statement's
-- net change per key in key order. The triggers are named to fire after vendor_daily_sales' own (a
-- table's triggers fire in name order), so every writer locks the daily rows before these.
CREATE FUNCTION vendor_order_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_order_counts AS c (vendor_id, status, listed_parts)
  SELECT vendor_id, status, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (vendor_id, status) DO UPDATE SET listed_parts = c.listed_parts + excluded.listed_parts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A part moved, archived or given to another vendor leaves its old count and joins its new one; an
-- update that changes neither (a tracking number) nets to nothing and locks no row.
CREATE FUNCTION vendor_order_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_order_counts AS c (vendor_id, status, listed_parts)
  SELECT vendor_id, status, sum(change) FROM (
    SELECT vendor_id, status, -1 AS change FROM old_rows WHERE archived_at IS NULL
    UNION ALL
    SELECT vendor_id, status, 1 FROM new_rows WHERE archived_at IS NULL
  ) AS changes
  GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
  ON CONFLICT (vendor_id, status) DO UPDATE SET listed_parts = c.listed_parts + excluded.listed_parts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION vendor_order_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_order_counts AS c (vendor_id, status, listed_parts)
  SELECT vendor_id, status, -count(*) FROM old_rows WHERE archived_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (vendor_id, status) DO UPDATE SET listed_parts = c.listed_parts + excluded.listed_parts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_orders_tab_counts_inserts AFTER INSERT ON vendor_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_order_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER vendor_orders_tab_counts_updates AFTER UPDATE ON vendor_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_order_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER vendor_orders_tab_counts_deletes AFTER DELETE ON vendor_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_order_counts_after_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_daily_sales_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, subtotal_paise)
  SELECT vendor_id, store_day(order_date), status, count(*), sum(subtotal_paise)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts + excluded.parts,
    subtotal_paise = s.subtotal_paise + excluded.subtotal_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_daily_sales_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.vendor_id AS old_vendor, o.order_date AS old_date, o.status AS old_status,
      o.subtotal_paise AS old_subtotal, n.vendor_id, n.order_date, n.status, n.subtotal_paise
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.vendor_id, o.order_date, o.status, o.subtotal_paise)
      IS DISTINCT FROM (n.vendor_id, n.order_date, n.status, n.subtotal_paise)
  ), changes AS (
    SELECT old_vendor AS vendor_id, store_day(old_date) AS day, old_status AS status, -1 AS parts,
      -old_subtotal AS subtotal_paise
    FROM moved
    UNION ALL
    SELECT vendor_id, store_day(order_date), status, 1, subtotal_paise FROM moved
  )
  INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, subtotal_paise)
  SELECT vendor_id, day, status, sum(parts), sum(subtotal_paise)
  FROM changes GROUP BY 1, 2, 3
  HAVING sum(parts) <> 0 OR sum(subtotal_paise) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts + excluded.parts,
    subtotal_paise = s.subtotal_paise + excluded.subtotal_paise;

  -- A part cancelled (or, were it ever, uncancelled) takes its lines out of (or back into) the sales.
  INSERT INTO vendor_fabric_daily_sales AS s (vendor_id, day, fabric_id, quantity, revenue_paise)
  SELECT i.vendor_id, store_day(i.order_date), i.fabric_id,
    sum(CASE WHEN n.status = 'cancelled' THEN -i.quantity ELSE i.quantity END),
    sum(CASE WHEN n.status = 'cancelled' THEN -1 ELSE 1 END * ((i.quantity::bigint * i.unit_price_paise + 50) / 100))
  FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN order_items i ON i.vendor_order_id = n.id
  WHERE (o.status = 'cancelled') <> (n.status = 'cancelled')
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, fabric_id) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_paise = s.revenue_paise + excluded.revenue_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_daily_sales_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, subtotal_paise)
  SELECT vendor_id, store_day(order_date), status, -count(*), -sum(subtotal_paise)
  FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts + excluded.parts,
    subtotal_paise = s.subtotal_paise + excluded.subtotal_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER TABLE "vendor_daily_sales" DROP COLUMN "listed_parts";
