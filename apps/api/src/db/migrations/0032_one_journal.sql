CREATE TABLE "journal_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"per_party" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"order_id" uuid,
	"vendor_order_id" uuid,
	"return_id" uuid,
	"reference" text,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"party_id" uuid,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "journal_postings_amount_check" CHECK ("journal_postings"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_vendor_order_id_vendor_orders_id_fk" FOREIGN KEY ("vendor_order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD CONSTRAINT "journal_postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD CONSTRAINT "journal_postings_account_journal_accounts_code_fk" FOREIGN KEY ("account") REFERENCES "public"."journal_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD CONSTRAINT "journal_postings_party_id_users_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_event_key" ON "journal_entries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "journal_postings_entry_idx" ON "journal_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_postings_party_idx" ON "journal_postings" USING btree ("party_id","account") WHERE "journal_postings"."party_id" is not null;--> statement-breakpoint
-- hand-written
-- The chart of accounts. Amounts are credit-positive: a vendor's balance (what the marketplace owes it) is
-- the sum of its vendor_payable and vendor_cash postings; a shopper's refund owed is its shopper_refunds_owed.
INSERT INTO "journal_accounts" ("code", "name", "per_party") VALUES
  ('upi_collections', 'UPI payments the marketplace collected', false),
  ('paid_awaiting_delivery', 'Paid by UPI for parts not yet delivered', false),
  ('vendor_payable', 'What the marketplace owes the vendor for parts delivered, less payouts and returns', true),
  ('vendor_cash', 'Cash the vendor collected on delivery, less what it paid in or refunded', true),
  ('commission', 'Commission earned', false),
  ('marketplace_discounts', 'Coupon discounts the marketplace funds', false),
  ('shopper_refunds_owed', 'Refunds owed to the shopper', true),
  ('money_sent', 'Money the marketplace sent out: payouts and refunds', false),
  ('money_received', 'Money vendors paid in: collections', false);
--> statement-breakpoint
-- The journal is only ever appended to: a correction is a new entry, never an edit.
CREATE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: its rows cannot be changed or deleted', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_postings_append_only BEFORE UPDATE OR DELETE ON journal_postings
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_postings_no_truncate BEFORE TRUNCATE ON journal_postings
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
-- Checked at commit, once every posting of the transaction is written: an entry must sum to zero.
CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT sum(amount_paise) INTO total FROM journal_postings WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: its postings sum to % paise', NEW.entry_id, total;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_postings_balance AFTER INSERT ON journal_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance();
--> statement-breakpoint
-- Every vendor_ledger entry becomes a journal entry of the same id, time, reference and note, whose
-- postings on the vendor's accounts sum to its amount (so every balance stays as it was); the other
-- legs come from its part or return, and the last leg of each is what makes the entry sum to zero.
INSERT INTO "journal_entries" ("id", "event", "event_key", "order_id", "vendor_order_id", "return_id", "reference", "note", "recorded_by", "created_at")
SELECT l."id",
  CASE l."kind" WHEN 'earning' THEN 'part_delivered' WHEN 'commission_due' THEN 'part_delivered'
    WHEN 'refund' THEN 'return_refunded' ELSE l."kind" END,
  CASE WHEN l."kind" IN ('earning', 'commission_due') THEN 'part_delivered:' || coalesce(vo."id", l."id")::text
    WHEN l."kind" = 'refund' THEN 'return_refunded:' || coalesce(l."return_id", l."id")::text
    ELSE l."kind" || ':' || l."vendor_id"::text || ':' || coalesce(l."reference", l."id"::text) END,
  l."order_id", vo."id", l."return_id", l."reference", l."note", l."recorded_by", l."created_at"
FROM "vendor_ledger" AS l
LEFT JOIN "vendor_orders" AS vo ON vo."order_id" = l."order_id" AND vo."vendor_id" = l."vendor_id";
--> statement-breakpoint
INSERT INTO "journal_postings" ("entry_id", "account", "party_id", "amount_paise")
SELECT m."id", leg."account", leg."party_id", leg."amount"
FROM (
  SELECT l."id", l."kind", l."vendor_id", l."amount_paise" AS "a",
    coalesce(vo."subtotal_paise" - vo."discount_paise", 0) AS "paid",
    coalesce(vo."commission_paise", 0) AS "c",
    CASE WHEN vo."discount_funded_by" = 'marketplace' THEN vo."discount_paise" ELSE 0 END AS "mf",
    coalesce(r."amount_paise", 0) AS "returned", coalesce(r."commission_paise", 0) AS "returned_c",
    o."payment_method" AS "method"
  FROM "vendor_ledger" AS l
  LEFT JOIN "vendor_orders" AS vo ON vo."order_id" = l."order_id" AND vo."vendor_id" = l."vendor_id"
  LEFT JOIN "returns" AS r ON r."id" = l."return_id"
  LEFT JOIN "orders" AS o ON o."id" = l."order_id"
) AS m
CROSS JOIN LATERAL (VALUES
  -- A UPI part delivered: the vendor's net, the commission and the marketplace's coupon, out of what the shopper paid ahead.
  ('vendor_payable', m."vendor_id", CASE WHEN m."kind" = 'earning' THEN m."a" END),
  ('commission', NULL::uuid, CASE WHEN m."kind" IN ('earning', 'commission_due') THEN m."c" END),
  ('marketplace_discounts', NULL::uuid, CASE WHEN m."kind" = 'earning' THEN -m."mf" END),
  ('paid_awaiting_delivery', NULL::uuid, CASE WHEN m."kind" = 'earning' THEN -(m."a" + m."c" - m."mf") END),
  -- A cash part delivered: the vendor holds what the shopper paid and earned its net; the marketplace funds its coupon.
  ('vendor_cash', m."vendor_id", CASE WHEN m."kind" = 'commission_due' THEN -m."paid" END),
  ('vendor_payable', m."vendor_id", CASE WHEN m."kind" = 'commission_due' THEN m."a" + m."paid" END),
  ('marketplace_discounts', NULL::uuid, CASE WHEN m."kind" = 'commission_due' THEN -(m."a" + m."c") END),
  -- Payouts and collections.
  ('vendor_payable', m."vendor_id", CASE WHEN m."kind" = 'payout' THEN m."a" END),
  ('money_sent', NULL::uuid, CASE WHEN m."kind" = 'payout' THEN -m."a" END),
  ('vendor_cash', m."vendor_id", CASE WHEN m."kind" = 'collection' THEN m."a" END),
  ('money_received', NULL::uuid, CASE WHEN m."kind" = 'collection' THEN -m."a" END),
  -- A refunded return: by UPI the marketplace sent the refund, in cash the vendor paid it from its cash.
  ('vendor_payable', m."vendor_id", CASE WHEN m."kind" = 'refund' THEN m."a" - CASE WHEN m."method" = 'upi' THEN 0 ELSE m."returned" END END),
  ('vendor_cash', m."vendor_id", CASE WHEN m."kind" = 'refund' AND m."method" <> 'upi' THEN m."returned" END),
  ('money_sent', NULL::uuid, CASE WHEN m."kind" = 'refund' AND m."method" = 'upi' THEN m."returned" END),
  ('commission', NULL::uuid, CASE WHEN m."kind" = 'refund' THEN -m."returned_c" END),
  ('marketplace_discounts', NULL::uuid, CASE WHEN m."kind" = 'refund' THEN
    -(m."a" - m."returned_c" + CASE WHEN m."method" = 'upi' THEN m."returned" ELSE 0 END) END)
) AS leg("account", "party_id", "amount")
WHERE leg."amount" IS NOT NULL AND leg."amount" <> 0;
--> statement-breakpoint
-- UPI money that came in before the journal: each paid order's payment, each cancelled part's refund owed
-- and each refund sent, so that every order's money adds up as it does for orders paid from now on.
INSERT INTO "journal_entries" ("event", "event_key", "order_id", "reference", "created_at")
SELECT 'upi_payment_confirmed', 'upi_payment_confirmed:' || o."id"::text, o."id", o."payment_utr",
  coalesce(o."payment_paid_at", o."order_date")
FROM "orders" AS o WHERE o."payment_method" = 'upi' AND o."payment_status" = 'paid';
--> statement-breakpoint
INSERT INTO "journal_postings" ("entry_id", "account", "party_id", "amount_paise")
SELECT e."id", leg."account", NULL, leg."amount"
FROM "journal_entries" AS e
JOIN LATERAL (
  SELECT coalesce(sum(vo."subtotal_paise" - vo."discount_paise"), 0) AS "paid" FROM "vendor_orders" AS vo
  WHERE vo."order_id" = e."order_id" AND (vo."status" <> 'cancelled'
    OR EXISTS (SELECT 1 FROM "upi_refunds" AS r WHERE r."vendor_order_id" = vo."id" AND r."status" IN ('due', 'refunded')))
) AS p ON true
CROSS JOIN LATERAL (VALUES ('upi_collections', -p."paid"), ('paid_awaiting_delivery', p."paid")) AS leg("account", "amount")
WHERE e."event" = 'upi_payment_confirmed' AND p."paid" <> 0;
--> statement-breakpoint
INSERT INTO "journal_entries" ("event", "event_key", "order_id", "vendor_order_id", "created_at")
SELECT 'part_refund_owed', 'part_refund_owed:' || r."vendor_order_id"::text, r."order_id", r."vendor_order_id",
  coalesce(r."due_at", r."created_at")
FROM "upi_refunds" AS r WHERE r."status" IN ('due', 'refunded');
--> statement-breakpoint
INSERT INTO "journal_entries" ("event", "event_key", "order_id", "vendor_order_id", "reference", "recorded_by", "created_at")
SELECT 'upi_refund_sent', 'upi_refund_sent:' || r."id"::text, r."order_id", r."vendor_order_id", r."reference",
  r."refunded_by", r."refunded_at"
FROM "upi_refunds" AS r WHERE r."status" = 'refunded';
--> statement-breakpoint
INSERT INTO "journal_postings" ("entry_id", "account", "party_id", "amount_paise")
SELECT e."id", leg."account", leg."party_id", leg."amount"
FROM "journal_entries" AS e
JOIN "upi_refunds" AS r ON r."vendor_order_id" = e."vendor_order_id"
JOIN "orders" AS o ON o."id" = r."order_id"
CROSS JOIN LATERAL (VALUES
  ('paid_awaiting_delivery', NULL::uuid, CASE WHEN e."event" = 'part_refund_owed' THEN -r."amount_paise" END),
  ('shopper_refunds_owed', o."customer_id", CASE WHEN e."event" = 'part_refund_owed' THEN r."amount_paise" ELSE -r."amount_paise" END),
  ('money_sent', NULL::uuid, CASE WHEN e."event" = 'upi_refund_sent' THEN r."amount_paise" END)
) AS leg("account", "party_id", "amount")
WHERE e."event" IN ('part_refund_owed', 'upi_refund_sent') AND leg."amount" IS NOT NULL;
--> statement-breakpoint
-- vendor_ledger stays, frozen, as the record the journal was opened from: nothing writes it any more.
CREATE FUNCTION vendor_ledger_refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vendor_ledger is frozen: money is posted to the journal (journal_entries, journal_postings)';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vendor_ledger_frozen BEFORE INSERT ON vendor_ledger
  FOR EACH ROW EXECUTE FUNCTION vendor_ledger_refuse_insert();
