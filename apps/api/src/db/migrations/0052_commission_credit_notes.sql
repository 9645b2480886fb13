CREATE TABLE "commission_credit_notes" (
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
	"marketplace_address" text,
	"vendor_legal_name" text,
	"vendor_address" text,
	"place_of_supply_state" text,
	"place_of_supply_state_code" text,
	"invoices" jsonb NOT NULL,
	"commission_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "commission_credit_notes_amount_check" CHECK ("commission_credit_notes"."commission_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD COLUMN "marketplace_address" text;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD COLUMN "vendor_legal_name" text;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD COLUMN "vendor_address" text;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD COLUMN "place_of_supply_state" text;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD COLUMN "place_of_supply_state_code" text;--> statement-breakpoint
ALTER TABLE "commission_credit_notes" ADD CONSTRAINT "commission_credit_notes_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_credit_notes_vendor_month_key" ON "commission_credit_notes" USING btree ("vendor_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_credit_notes_serial_key" ON "commission_credit_notes" USING btree ("financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_credit_notes_number_key" ON "commission_credit_notes" USING btree ("number");--> statement-breakpoint
-- An issued commission credit note is fixed, as the invoices it reduces are.
CREATE TRIGGER commission_credit_notes_append_only BEFORE UPDATE OR DELETE ON commission_credit_notes
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
