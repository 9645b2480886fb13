CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"commission_paise" bigint NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"refund_reference" text,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "returns_amount_check" CHECK ("returns"."commission_paise" between 0 and "returns"."amount_paise"),
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'escalated', 'received', 'refunded', 'closed')),
	CONSTRAINT "returns_reason_check" CHECK ("returns"."reason" in ('damaged', 'wrong_item', 'not_as_described', 'changed_mind'))
);
--> statement-breakpoint
ALTER TABLE "vendor_ledger" DROP CONSTRAINT "vendor_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_vendor_order_idx" ON "returns" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "returns_vendor_idx" ON "returns" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_escalated_idx" ON "returns" USING btree ("escalated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "returns"."escalated_at" is not null;--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_return_key" ON "vendor_ledger" USING btree ("return_id") WHERE "vendor_ledger"."return_id" is not null;--> statement-breakpoint
ALTER TABLE "vendor_ledger" ADD CONSTRAINT "vendor_ledger_kind_check" CHECK ("vendor_ledger"."kind" in ('earning', 'commission_due', 'payout', 'collection', 'refund'));