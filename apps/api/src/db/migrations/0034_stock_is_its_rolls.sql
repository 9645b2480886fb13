-- hand-written
-- A fabric sold by the piece has no rolls: a roll left from before its change of unit (a remnant that
-- could still be bought) is emptied.
UPDATE fabric_rolls r SET length_cm = 0
FROM fabrics f
WHERE f.id = r.fabric_id AND f.unit <> 'per_metre' AND r.length_cm > 0;
--> statement-breakpoint
-- A metre fabric whose stock passed its rolls (a return restocked without a roll, pieces given back after
-- a change of unit) gets a roll of the difference, numbered after its others, so what it shows can be cut.
INSERT INTO fabric_rolls (fabric_id, number, length_cm)
SELECT f.id, coalesce(max(r.number), 0) + 1, f.stock - coalesce(sum(r.length_cm), 0)
FROM fabrics f LEFT JOIN fabric_rolls r ON r.fabric_id = f.id
WHERE f.unit = 'per_metre'
GROUP BY f.id, f.stock
HAVING f.stock > coalesce(sum(r.length_cm), 0);
--> statement-breakpoint
-- A metre fabric whose rolls hold more than its stock sells what its stock says: the longest rolls give up
-- the excess, as the vendor's own lowering of stock does.
WITH excess AS (
  SELECT f.id AS fabric_id, sum(r.length_cm) - f.stock AS cm
  FROM fabrics f JOIN fabric_rolls r ON r.fabric_id = f.id
  WHERE f.unit = 'per_metre'
  GROUP BY f.id, f.stock
  HAVING sum(r.length_cm) > f.stock
), ranked AS (
  SELECT r.id, r.length_cm, e.cm,
    coalesce(sum(r.length_cm) OVER (PARTITION BY r.fabric_id ORDER BY r.length_cm DESC, r.number
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
  FROM fabric_rolls r JOIN excess e ON e.fabric_id = r.fabric_id
)
UPDATE fabric_rolls r SET length_cm = r.length_cm - least(r.length_cm, greatest(ranked.cm - ranked.before, 0))
FROM ranked
WHERE ranked.id = r.id AND ranked.cm > ranked.before;
