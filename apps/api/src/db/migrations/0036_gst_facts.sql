CREATE TABLE "gst_rates" (
	"hsn_prefix" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	CONSTRAINT "gst_rates_pkey" PRIMARY KEY("hsn_prefix","effective_from"),
	CONSTRAINT "gst_rates_hsn_prefix_check" CHECK ("gst_rates"."hsn_prefix" ~ '^[0-9]{2,8}$'),
	CONSTRAINT "gst_rates_rate_check" CHECK ("gst_rates"."rate_hundredths" between 0 and 10000),
	CONSTRAINT "gst_rates_span_check" CHECK ("gst_rates"."effective_to" is null or "gst_rates"."effective_to" > "gst_rates"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "vendor_tax_profiles" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"trade_name" text,
	"gstin" text,
	"pan" text,
	"pickup_address_line" text,
	"pickup_city" text,
	"pickup_state" text,
	"pickup_state_code" text,
	"pickup_pin" text,
	"return_address_line" text,
	"return_city" text,
	"return_state" text,
	"return_state_code" text,
	"return_pin" text,
	"invoice_prefix" text,
	"bank_holder" text,
	"bank_account_number" text,
	"bank_ifsc" text,
	"signatory_name" text,
	"turnover_above_5_crore" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_tax_profiles_invoice_prefix_check" CHECK ("vendor_tax_profiles"."invoice_prefix" ~ '^[A-Z]{2,4}$'),
	CONSTRAINT "vendor_tax_profiles_gstin_check" CHECK ("vendor_tax_profiles"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
	CONSTRAINT "vendor_tax_profiles_pan_check" CHECK ("vendor_tax_profiles"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
	CONSTRAINT "vendor_tax_profiles_bank_account_check" CHECK ("vendor_tax_profiles"."bank_account_number" ~ '^[0-9]{9,18}$')
);
--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_hundredths" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply_state_code" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "seller_state_code" text;--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD COLUMN "seller_gstin" text;--> statement-breakpoint
ALTER TABLE "vendor_tax_profiles" ADD CONSTRAINT "vendor_tax_profiles_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_tax_profiles_invoice_prefix_key" ON "vendor_tax_profiles" USING btree ("invoice_prefix");--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_hsn_code_check" CHECK ("fabrics"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
-- Hand-written: the GST rates on fabrics (HSN chapters 50 to 60) since GST began on 1 July 2017. Chapters 58
-- and 59 (terry, lace, embroidery, coated fabrics) were 12% until the GST Council's change of 22 September 2025.
INSERT INTO "gst_rates" ("hsn_prefix", "rate_hundredths", "effective_from", "effective_to") VALUES
	('50', 500, '2017-07-01', NULL),
	('51', 500, '2017-07-01', NULL),
	('52', 500, '2017-07-01', NULL),
	('53', 500, '2017-07-01', NULL),
	('54', 500, '2017-07-01', NULL),
	('55', 500, '2017-07-01', NULL),
	('56', 500, '2017-07-01', NULL),
	('57', 500, '2017-07-01', NULL),
	('58', 1200, '2017-07-01', '2025-09-22'),
	('58', 500, '2025-09-22', NULL),
	('59', 1200, '2017-07-01', '2025-09-22'),
	('59', 500, '2025-09-22', NULL),
	('60', 500, '2017-07-01', NULL);
