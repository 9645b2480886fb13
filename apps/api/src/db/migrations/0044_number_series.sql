CREATE TABLE "number_series" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "number_series_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "number_series_last_number_check" CHECK ("number_series"."last_number" > 0)
);
--> statement-breakpoint
-- hand-written
-- Every counter of the two tables it replaces moves here with its last number: a vendor's tax documents as
-- the series '<kind>/<vendor id>', the marketplace's commission invoices as 'commission_invoice', its
-- year '2026-27' the year that starts in 2026.
INSERT INTO "number_series" ("series", "financial_year", "last_number")
SELECT kind || '/' || vendor_id, financial_year, last_number FROM tax_document_counters;
--> statement-breakpoint
INSERT INTO "number_series" ("series", "financial_year", "last_number")
SELECT 'commission_invoice', left(financial_year, 4)::integer, last_serial FROM commission_invoice_series;
