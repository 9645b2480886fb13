ALTER TABLE "fabrics" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "description_hi" text;--> statement-breakpoint
-- Hand-written from here. A search word is a run of letters and digits, as before, and now also of
-- Devanagari (U+0900–U+097F but the danda and double danda, which end a sentence): the vowel signs,
-- nukta, anusvara and virama are combining marks that [[:alnum:]] leaves out in some locales, which
-- would cut "साड़ी" into pieces. Both the index and each search split their text with this function.
CREATE OR REPLACE FUNCTION search_terms(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT term), '{}')
  FROM regexp_split_to_table(lower($1), '[^[:alnum:]\u0900-\u0963\u0966-\u097F]+') AS term
  WHERE term <> '' AND length(term) <= 64
$$;
--> statement-breakpoint
-- The words of a fabric: its name, description and category, and its Hindi name and description.
CREATE FUNCTION fabric_search_text(name text, description text, category text, name_hi text, description_hi text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT name || ' ' || description || ' ' || category || ' ' || coalesce(name_hi, '') || ' ' || coalesce(description_hi, '')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fabric_search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
    SELECT t.term, n.id, n.created_at, n.listed_price_paise, n.category
    FROM new_rows n CROSS JOIN LATERAL
      unnest(search_terms(fabric_search_text(n.name, n.description, n.category, n.name_hi, n.description_hi))) AS t(term)
    WHERE n.deleted_at IS NULL AND n.listed;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fabric_search_terms_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.name, OLD.description, OLD.category, OLD.name_hi, OLD.description_hi, OLD.created_at, OLD.deleted_at, OLD.listed)
      IS NOT DISTINCT FROM
      (NEW.name, NEW.description, NEW.category, NEW.name_hi, NEW.description_hi, NEW.created_at, NEW.deleted_at, NEW.listed) THEN
    IF OLD.listed_price_paise <> NEW.listed_price_paise THEN
      UPDATE fabric_search_terms SET price_paise = NEW.listed_price_paise WHERE fabric_id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM fabric_search_terms WHERE fabric_id = OLD.id;
  IF NEW.deleted_at IS NULL AND NEW.listed THEN
    INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
      SELECT t.term, NEW.id, NEW.created_at, NEW.listed_price_paise, NEW.category
      FROM unnest(search_terms(fabric_search_text(NEW.name, NEW.description, NEW.category, NEW.name_hi, NEW.description_hi))) AS t(term);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER fabrics_search_terms_updates ON fabrics;
--> statement-breakpoint
CREATE TRIGGER fabrics_search_terms_updates
  AFTER UPDATE OF name, description, category, name_hi, description_hi, price_paise, sale_price_paise, sale_starts_at,
    sale_ends_at, listed_price_paise, created_at, deleted_at, listed ON fabrics
  FOR EACH ROW EXECUTE FUNCTION fabric_search_terms_after_update();
--> statement-breakpoint
-- The words of every listed fabric again, split as above (a word with Devanagari in it was cut before).
DELETE FROM fabric_search_terms;
--> statement-breakpoint
INSERT INTO fabric_search_terms (term, fabric_id, created_at, price_paise, category)
  SELECT t.term, f.id, f.created_at, f.listed_price_paise, f.category
  FROM fabrics f CROSS JOIN LATERAL
    unnest(search_terms(fabric_search_text(f.name, f.description, f.category, f.name_hi, f.description_hi))) AS t(term)
  WHERE f.deleted_at IS NULL AND f.listed;
