CREATE TABLE "commission_invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"month" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marketplace_legal_name" text NOT NULL,
	"marketplace_gstin" text,
	"vendor_name" text NOT NULL,
	"vendor_gstin" text,
	"commission_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "commission_invoices_month_check" CHECK ("commission_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "tax_withholdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"vendor_order_id" uuid NOT NULL,
	"return_id" uuid,
	"seller_gstin" text,
	"seller_pan" text,
	"tcs_applies" boolean NOT NULL,
	"intra_state" boolean NOT NULL,
	"tds_hundredths" integer NOT NULL,
	"commission_paise" bigint NOT NULL,
	"gst_on_commission_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tcs_igst_paise" bigint NOT NULL,
	"tcs_cgst_paise" bigint NOT NULL,
	"tcs_sgst_paise" bigint NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_vendor_month_key" ON "commission_invoices" USING btree ("vendor_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_serial_key" ON "commission_invoices" USING btree ("financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_number_key" ON "commission_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_withholdings_entry_key" ON "tax_withholdings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "tax_withholdings_created_idx" ON "tax_withholdings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tax_withholdings_part_idx" ON "tax_withholdings" USING btree ("vendor_order_id");--> statement-breakpoint
CREATE INDEX "tax_withholdings_vendor_idx" ON "tax_withholdings" USING btree ("vendor_id","created_at");--> statement-breakpoint
-- hand-written
-- The tax accounts: what the marketplace withheld from vendors and owes the government. Credit-positive,
-- as every account: GST on its commission, TCS (section 52 CGST Act) by head, TDS (section 194-O).
INSERT INTO "journal_accounts" ("code", "name", "per_party") VALUES
  ('gst_on_commission', 'GST on commission (SAC 998599) charged to vendors, payable', false),
  ('tcs_igst', 'TCS withheld as IGST under section 52, payable', false),
  ('tcs_cgst', 'TCS withheld as CGST under section 52, payable', false),
  ('tcs_sgst', 'TCS withheld as SGST under section 52, payable', false),
  ('tds_194o', 'TDS withheld under section 194-O, payable', false);
--> statement-breakpoint
-- The register of withholdings is appended to, as the journal it stands beside.
CREATE TRIGGER tax_withholdings_append_only BEFORE UPDATE OR DELETE ON tax_withholdings
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER tax_withholdings_no_truncate BEFORE TRUNCATE ON tax_withholdings
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
-- An issued commission invoice is fixed.
CREATE TRIGGER commission_invoices_append_only BEFORE UPDATE OR DELETE ON commission_invoices
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
