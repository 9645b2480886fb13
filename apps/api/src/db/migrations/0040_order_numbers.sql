CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
-- hand-written
-- The short number people quote: FS, the India-time year and month the order was placed, and the sequence's
-- next value, four digits at least (FS-2611-0042, then FS-2611-12345). The checkout's insert calls it; so
-- does the backfill below, oldest order first.
CREATE FUNCTION next_order_number(placed_at timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'FS-' || to_char(placed_at AT TIME ZONE 'Asia/Kolkata', 'YYMM') || '-' || lpad(n::text, greatest(4, length(n::text)), '0')
  FROM (SELECT nextval('order_number_seq') AS n) AS next
$$;--> statement-breakpoint
UPDATE orders SET order_number = numbered.order_number
FROM (
  SELECT ordered.id, next_order_number(ordered.order_date) AS order_number
  FROM (SELECT id, order_date FROM orders WHERE order_number IS NULL ORDER BY order_date, id) AS ordered
) AS numbered
WHERE orders.id = numbered.id;
