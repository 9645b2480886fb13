CREATE TABLE "commission_invoices_due" (
	"vendor_id" uuid NOT NULL,
	"month" text NOT NULL,
	CONSTRAINT "commission_invoices_due_month_vendor_id_pk" PRIMARY KEY("month","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "commission_invoices_due" ADD CONSTRAINT "commission_invoices_due_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- Every vendor and India month that has withholdings but no commission invoice yet is due: the issuing
-- job invoices them, as the first reading after the month did before.
INSERT INTO "commission_invoices_due" ("vendor_id", "month")
SELECT DISTINCT w.vendor_id, to_char(w.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')
FROM tax_withholdings w
WHERE NOT EXISTS (
  SELECT 1 FROM commission_invoices i
  WHERE i.vendor_id = w.vendor_id AND i.month = to_char(w.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')
);
