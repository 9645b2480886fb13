CREATE TABLE "tax_document_counters" (
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_document_counters_vendor_id_kind_financial_year_pk" PRIMARY KEY("vendor_id","kind","financial_year"),
	CONSTRAINT "tax_document_counters_last_number_check" CHECK ("tax_document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"vendor_order_id" uuid NOT NULL,
	"return_id" uuid,
	"original_id" uuid,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'bill_of_supply', 'credit_note')),
	CONSTRAINT "tax_documents_credit_note_check" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."original_id" is not null)),
	CONSTRAINT "tax_documents_amounts_check" CHECK ("tax_documents"."taxable_paise" >= 0 and "tax_documents"."cgst_paise" >= 0 and "tax_documents"."sgst_paise" >= 0 and "tax_documents"."igst_paise" >= 0
        and "tax_documents"."total_paise" = "tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise")
);
--> statement-breakpoint
ALTER TABLE "tax_document_counters" ADD CONSTRAINT "tax_document_counters_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_original_id_tax_documents_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_vendor_number_key" ON "tax_documents" USING btree ("vendor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_key" ON "tax_documents" USING btree ("vendor_id","kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_part_invoice_key" ON "tax_documents" USING btree ("vendor_order_id") WHERE "tax_documents"."kind" <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_return_key" ON "tax_documents" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_original_idx" ON "tax_documents" USING btree ("original_id");--> statement-breakpoint
-- Hand-written: an issued tax document is never changed or deleted; a correction is a credit note.
CREATE TRIGGER tax_documents_append_only BEFORE UPDATE OR DELETE ON tax_documents
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER tax_documents_no_truncate BEFORE TRUNCATE ON tax_documents
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
