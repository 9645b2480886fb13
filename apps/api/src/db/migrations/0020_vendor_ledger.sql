CREATE TABLE "vendor_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"order_id" uuid,
	"reference" text,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_ledger_kind_check" CHECK ("vendor_ledger"."kind" in ('earning', 'commission_due', 'payout', 'collection'))
);
--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_ledger_vendor_idx" ON "vendor_ledger" USING btree ("vendor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_delivery_key" ON "vendor_ledger" USING btree ("vendor_id","order_id","kind") WHERE "vendor_ledger"."kind" in ('earning', 'commission_due');--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_reference_key" ON "vendor_ledger" USING btree ("vendor_id","kind","reference") WHERE "vendor_ledger"."reference" is not null;--> statement-breakpoint
-- The ledger is only ever appended to: a correction is a new entry, never an edit.
CREATE FUNCTION vendor_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vendor_ledger is append-only: its entries cannot be changed or deleted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_ledger_append_only BEFORE UPDATE OR DELETE ON vendor_ledger
  FOR EACH ROW EXECUTE FUNCTION vendor_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER vendor_ledger_no_truncate BEFORE TRUNCATE ON vendor_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION vendor_ledger_refuse_change();
