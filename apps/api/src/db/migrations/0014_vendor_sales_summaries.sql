CREATE TABLE "vendor_daily_sales" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"parts" integer NOT NULL,
	"listed_parts" integer NOT NULL,
	"subtotal_paise" bigint NOT NULL,
	CONSTRAINT "vendor_daily_sales_pkey" PRIMARY KEY("vendor_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "vendor_fabric_daily_sales" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"fabric_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_paise" bigint NOT NULL,
	CONSTRAINT "vendor_fabric_daily_sales_pkey" PRIMARY KEY("vendor_id","day","fabric_id")
);
--> statement-breakpoint
-- The store's calendar day of an instant, as the dashboard counts days (STORE_TIME_ZONE, decision 84).
CREATE FUNCTION store_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
-- vendor_daily_sales and vendor_fabric_daily_sales follow vendor_orders and order_items one statement
-- at a time, in the statement's own transaction (decision 161). Each trigger adds its net change per
-- key in key order, so two transactions always lock the summaries' rows in the same order; and every
-- writer locks the fabrics' stock before the summaries (checkout takes stock first; a cancel returns
-- it before it moves the part), so a summary row is never waited for while holding stock.
CREATE FUNCTION vendor_daily_sales_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, listed_parts, subtotal_paise)
  SELECT vendor_id, store_day(order_date), status, count(*), count(*) FILTER (WHERE archived_at IS NULL),
    sum(subtotal_paise)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts + excluded.parts,
    listed_parts = s.listed_parts + excluded.listed_parts, subtotal_paise = s.subtotal_paise + excluded.subtotal_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION vendor_daily_sales_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.vendor_id AS old_vendor, o.order_date AS old_date, o.status AS old_status,
      o.archived_at IS NULL AS old_listed, o.subtotal_paise AS old_subtotal,
      n.vendor_id, n.order_date, n.status, n.archived_at IS NULL AS listed, n.subtotal_paise
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.vendor_id, o.order_date, o.status, o.archived_at IS NULL, o.subtotal_paise)
      IS DISTINCT FROM (n.vendor_id, n.order_date, n.status, n.archived_at IS NULL, n.subtotal_paise)
  ), changes AS (
    SELECT old_vendor AS vendor_id, store_day(old_date) AS day, old_status AS status, -1 AS parts,
      -old_listed::int AS listed_parts, -old_subtotal AS subtotal_paise
    FROM moved
    UNION ALL
    SELECT vendor_id, store_day(order_date), status, 1, listed::int, subtotal_paise FROM moved
  )
  INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, listed_parts, subtotal_paise)
  SELECT vendor_id, day, status, sum(parts), sum(listed_parts), sum(subtotal_paise)
  FROM changes GROUP BY 1, 2, 3
  HAVING sum(parts) <> 0 OR sum(listed_parts) <> 0 OR sum(subtotal_paise) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts + excluded.parts,
    listed_parts = s.listed_parts + excluded.listed_parts, subtotal_paise = s.subtotal_paise + excluded.subtotal_paise;

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
CREATE FUNCTION vendor_daily_sales_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, listed_parts, subtotal_paise)
  SELECT vendor_id, store_day(order_date), status, -count(*), -count(*) FILTER (WHERE archived_at IS NULL),
    -sum(subtotal_paise)
  FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts + excluded.parts,
    listed_parts = s.listed_parts + excluded.listed_parts, subtotal_paise = s.subtotal_paise + excluded.subtotal_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The lines of parts not cancelled count in the sales: added lines +1, removed ones -1, a changed one both.
CREATE FUNCTION vendor_fabric_daily_sales_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT vendor_id, order_date, fabric_id, quantity, unit_price_paise, vendor_order_id, 1 AS sign FROM new_rows
  )
  INSERT INTO vendor_fabric_daily_sales AS s (vendor_id, day, fabric_id, quantity, revenue_paise)
  SELECT c.vendor_id, store_day(c.order_date), c.fabric_id, sum(c.sign * c.quantity),
    sum(c.sign * ((c.quantity::bigint * c.unit_price_paise + 50) / 100))
  FROM changes c JOIN vendor_orders p ON p.id = c.vendor_order_id
  WHERE p.status <> 'cancelled'
  GROUP BY 1, 2, 3
  HAVING sum(c.sign * c.quantity) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, fabric_id) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_paise = s.revenue_paise + excluded.revenue_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION vendor_fabric_daily_sales_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT vendor_id, order_date, fabric_id, quantity, unit_price_paise, vendor_order_id, 1 AS sign FROM new_rows
    UNION ALL
    SELECT vendor_id, order_date, fabric_id, quantity, unit_price_paise, vendor_order_id, -1 AS sign FROM old_rows
  )
  INSERT INTO vendor_fabric_daily_sales AS s (vendor_id, day, fabric_id, quantity, revenue_paise)
  SELECT c.vendor_id, store_day(c.order_date), c.fabric_id, sum(c.sign * c.quantity),
    sum(c.sign * ((c.quantity::bigint * c.unit_price_paise + 50) / 100))
  FROM changes c JOIN vendor_orders p ON p.id = c.vendor_order_id
  WHERE p.status <> 'cancelled'
  GROUP BY 1, 2, 3
  HAVING sum(c.sign * c.quantity) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, fabric_id) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_paise = s.revenue_paise + excluded.revenue_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION vendor_fabric_daily_sales_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT vendor_id, order_date, fabric_id, quantity, unit_price_paise, vendor_order_id, -1 AS sign FROM old_rows
  )
  INSERT INTO vendor_fabric_daily_sales AS s (vendor_id, day, fabric_id, quantity, revenue_paise)
  SELECT c.vendor_id, store_day(c.order_date), c.fabric_id, sum(c.sign * c.quantity),
    sum(c.sign * ((c.quantity::bigint * c.unit_price_paise + 50) / 100))
  FROM changes c JOIN vendor_orders p ON p.id = c.vendor_order_id
  WHERE p.status <> 'cancelled'
  GROUP BY 1, 2, 3
  HAVING sum(c.sign * c.quantity) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, day, fabric_id) DO UPDATE SET quantity = s.quantity + excluded.quantity,
    revenue_paise = s.revenue_paise + excluded.revenue_paise;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_orders_sales_inserts AFTER INSERT ON vendor_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_daily_sales_after_insert();
--> statement-breakpoint
CREATE TRIGGER vendor_orders_sales_updates AFTER UPDATE ON vendor_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_daily_sales_after_update();
--> statement-breakpoint
CREATE TRIGGER vendor_orders_sales_deletes AFTER DELETE ON vendor_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_daily_sales_after_delete();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_inserts AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_fabric_daily_sales_after_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_updates AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_fabric_daily_sales_after_update();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_deletes AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_fabric_daily_sales_after_delete();
--> statement-breakpoint
-- The orders placed before this migration, summed once.
INSERT INTO vendor_daily_sales (vendor_id, day, status, parts, listed_parts, subtotal_paise)
  SELECT vendor_id, store_day(order_date), status, count(*), count(*) FILTER (WHERE archived_at IS NULL),
    sum(subtotal_paise)
  FROM vendor_orders GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO vendor_fabric_daily_sales (vendor_id, day, fabric_id, quantity, revenue_paise)
  SELECT i.vendor_id, store_day(i.order_date), i.fabric_id, sum(i.quantity),
    sum((i.quantity::bigint * i.unit_price_paise + 50) / 100)
  FROM order_items i JOIN vendor_orders p ON p.id = i.vendor_order_id
  WHERE p.status <> 'cancelled'
  GROUP BY 1, 2, 3;
