CREATE TABLE "fabric_search_terms" (
	"term" text COLLATE "C" NOT NULL,
	"fabric_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price_paise" integer NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "fabric_search_terms_fabric_id_term_pk" PRIMARY KEY("fabric_id","term")
);
--> statement-breakpoint
DROP INDEX "fabrics_live_search_idx";--> statement-breakpoint
ALTER TABLE "fabric_search_terms" ADD CONSTRAINT "fabric_search_terms_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fabric_search_terms_newest_idx" ON "fabric_search_terms" USING btree ("term","created_at" DESC NULLS FIRST,"fabric_id" DESC NULLS FIRST,"price_paise","category");--> statement-breakpoint
-- The words of a text, as the search index stores them and as a search looks them up: lower case,
-- split at anything that is not a letter or digit, distinct. Longer runs than 64 characters are
-- not words a shopper types, and would not fit an index entry.
CREATE FUNCTION search_terms(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT term), '{}')
  FROM regexp_split_to_table(lower($1), '[^[:alnum:]]+') AS term
  WHERE term <> '' AND length(term) <= 64
$$;
--> statement-breakpoint
-- The indexed words that start with a prefix, in byte order, at most max_terms of them: a loose
-- index scan, one index probe per distinct word however many fabrics use it. plpgsql, so that the
-- prefix reaches the index as a value rather than as a join the planner cannot use.
CREATE FUNCTION search_terms_starting_with(prefix text, max_terms integer) RETURNS SETOF text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    WITH RECURSIVE found(term) AS (
      (SELECT t.term FROM fabric_search_terms t
        WHERE t.term >= prefix COLLATE "C" AND t.term < (prefix || chr(1114111)) COLLATE "C"
        ORDER BY t.term LIMIT 1)
      UNION ALL
      SELECT (SELECT t.term FROM fabric_search_terms t
        WHERE t.term > f.term AND t.term < (prefix || chr(1114111)) COLLATE "C"
        ORDER BY t.term LIMIT 1)
      FROM found f WHERE f.term IS NOT NULL
    )
    SELECT found.term FROM found WHERE found.term IS NOT NULL LIMIT max_terms;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fabric_search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
    SELECT t.term, n.id, n.created_at, n.price_paise, n.category
    FROM new_rows n CROSS JOIN LATERAL unnest(search_terms(n.name || ' ' || n.description || ' ' || n.category)) AS t(term)
    WHERE n.deleted_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fabric_search_terms_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fabric_search_terms WHERE fabric_id = OLD.id;
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
      SELECT t.term, NEW.id, NEW.created_at, NEW.price_paise, NEW.category
      FROM unnest(search_terms(NEW.name || ' ' || NEW.description || ' ' || NEW.category)) AS t(term);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Inserts are indexed a statement at a time (a bulk insert writes its terms in one go). Updates are
-- indexed a row at a time, and only when a column the index holds changes: PostgreSQL allows a
-- column list only on row triggers, and without it every checkout's stock update would rewrite
-- the terms of the fabrics it sold.
CREATE TRIGGER fabrics_search_terms_inserts AFTER INSERT ON fabrics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fabric_search_terms_after_insert();
--> statement-breakpoint
CREATE TRIGGER fabrics_search_terms_updates AFTER UPDATE OF name, description, category, price_paise, created_at, deleted_at ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabric_search_terms_after_update();
--> statement-breakpoint
INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
  SELECT t.term, f.id, f.created_at, f.price_paise, f.category
  FROM fabrics f CROSS JOIN LATERAL unnest(search_terms(f.name || ' ' || f.description || ' ' || f.category)) AS t(term)
  WHERE f.deleted_at IS NULL;
