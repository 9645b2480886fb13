DROP TABLE "tax_document_counters" CASCADE;--> statement-breakpoint
DROP TABLE "commission_invoice_series" CASCADE;