-- hand-written
-- Fabrics listed before HSN codes were kept have none. Each gets the heading that suggestedHsnCode
-- (packages/shared/src/hsn-codes.ts) gives a fabric saved without a code: knits 6006, embroidery 5810, else
-- by the fibre with the largest share, the first listed among equals (cotton 5208 up to 200 GSM, 5209 above).
-- A fabric stating no fibre keeps none, as it would on a save; so does every fabric of a vendor with a
-- turnover above Rs. 5 crore, whose codes need the 6 digits only the vendor can give.
UPDATE fabrics SET hsn_code = suggested.code
FROM (
  SELECT f.id, CASE
      WHEN f.construction = 'knit' THEN '6006'
      WHEN f.pattern = 'embroidered' THEN '5810'
      WHEN main.fibre = 'cotton' AND f.weight_gsm > 200 THEN '5209'
      ELSE CASE main.fibre
        WHEN 'cotton' THEN '5208'
        WHEN 'silk' THEN '5007'
        WHEN 'wool' THEN '5112'
        WHEN 'cashmere' THEN '5112'
        WHEN 'linen' THEN '5309'
        WHEN 'jute' THEN '5310'
        WHEN 'hemp' THEN '5311'
        WHEN 'polyester' THEN '5407'
        WHEN 'nylon' THEN '5407'
        WHEN 'elastane' THEN '5407'
        WHEN 'viscose' THEN '5408'
        WHEN 'modal' THEN '5408'
      END
    END AS code
  FROM fabrics f
  LEFT JOIN LATERAL (
    SELECT share.part->>'fibre' AS fibre
    FROM jsonb_array_elements(f.composition) WITH ORDINALITY AS share(part, position)
    ORDER BY (share.part->>'percent')::numeric DESC, share.position
    LIMIT 1
  ) AS main ON true
  WHERE f.hsn_code IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM vendor_tax_profiles p WHERE p.vendor_id = f.vendor_id AND p.turnover_above_5_crore
    )
) AS suggested
WHERE fabrics.id = suggested.id AND suggested.code IS NOT NULL;
