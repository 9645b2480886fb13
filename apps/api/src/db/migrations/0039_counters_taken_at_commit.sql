-- Hand-written. A new part adds to its vendor's day and tab counters at COMMIT rather than at its INSERT:
-- every checkout of one vendor updates the same two rows, and a lock taken at the insert was held through
-- the rest of the order's statements, so that a popular vendor's checkouts queued one behind another.
-- Taken at commit, the lock lasts as long as the commit does. Sums commute, so a part moved later in the
-- same transaction (its own statement-level trigger, at once) still nets out right.
DROP TRIGGER vendor_orders_sales_inserts ON vendor_orders;
--> statement-breakpoint
DROP TRIGGER vendor_orders_tab_counts_inserts ON vendor_orders;
--> statement-breakpoint
CREATE FUNCTION vendor_counters_after_part_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An order of several vendors: its first part locks every part's rows, the daily rows and then the tab
  -- counts, each in key order, as every other writer of these rows locks them; then each part adds its own.
  IF NEW.vendor_id = (SELECT vendor_id FROM vendor_orders WHERE order_id = NEW.order_id ORDER BY vendor_id LIMIT 1)
    AND EXISTS (SELECT 1 FROM vendor_orders WHERE order_id = NEW.order_id AND vendor_id <> NEW.vendor_id) THEN
    INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, subtotal_paise)
    SELECT vendor_id, store_day(order_date), status, 0, 0 FROM vendor_orders WHERE order_id = NEW.order_id
    ORDER BY 1, 2, 3
    ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts;
    INSERT INTO vendor_order_counts AS c (vendor_id, status, listed_parts)
    SELECT vendor_id, status, 0 FROM vendor_orders WHERE order_id = NEW.order_id AND archived_at IS NULL
    ORDER BY 1, 2
    ON CONFLICT (vendor_id, status) DO UPDATE SET listed_parts = c.listed_parts;
  END IF;
  INSERT INTO vendor_daily_sales AS s (vendor_id, day, status, parts, subtotal_paise)
  VALUES (NEW.vendor_id, store_day(NEW.order_date), NEW.status, 1, NEW.subtotal_paise)
  ON CONFLICT (vendor_id, day, status) DO UPDATE SET parts = s.parts + excluded.parts,
    subtotal_paise = s.subtotal_paise + excluded.subtotal_paise;
  IF NEW.archived_at IS NULL THEN
    INSERT INTO vendor_order_counts AS c (vendor_id, status, listed_parts) VALUES (NEW.vendor_id, NEW.status, 1)
    ON CONFLICT (vendor_id, status) DO UPDATE SET listed_parts = c.listed_parts + excluded.listed_parts;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Row by row, at commit, in the order the parts were inserted (by vendor id).
CREATE CONSTRAINT TRIGGER vendor_orders_counters_at_commit AFTER INSERT ON vendor_orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vendor_counters_after_part_insert();
--> statement-breakpoint
DROP FUNCTION vendor_daily_sales_after_insert();
--> statement-breakpoint
DROP FUNCTION vendor_order_counts_after_insert();
