-- Decision 213: a part carries its lines (a copy of its order_items, fixed once placed) and its history,
-- so that a page of parts reads one row each. The history moves here from vendor_order_events.
ALTER TABLE "vendor_orders" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "vendor_orders" vo SET
  "lines" = (SELECT coalesce(jsonb_agg(jsonb_build_object('fabricId', oi.fabric_id, 'fabricName', oi.fabric_name,
      'unitPricePaise', oi.unit_price_paise, 'quantity', oi.quantity, 'kind', oi.kind, 'unit', oi.unit)
      ORDER BY oi.fabric_name, oi.id), '[]'::jsonb)
    FROM "order_items" oi WHERE oi.vendor_order_id = vo.id),
  "history" = (SELECT coalesce(jsonb_agg(jsonb_build_object('status', e.status, 'at', e.at, 'actorRole', e.actor_role,
      'actorId', e.actor_id, 'note', e.note) ORDER BY e.at, e.id), '[]'::jsonb)
    FROM "vendor_order_events" e WHERE e.vendor_order_id = vo.id);--> statement-breakpoint
DROP TABLE "vendor_order_events" CASCADE;
