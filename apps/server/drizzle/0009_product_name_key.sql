-- A product's name as the catalogue's name order compares it, alike on both databases whatever their locale:
-- accents dropped, ASCII letters lower-cased, each run of digits written as its length and value ("9" -> "019",
-- "10" -> "0210"); the queries compare it byte by byte (collation "C"). Kept with the row, so ordering a search's
-- thousands of matches by name or price reads each key instead of building it.
CREATE FUNCTION product_name_key(product_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce((select string_agg(case when part[1] ~ '^[0-9]'
      then lpad(length(ltrim(part[1], '0'))::text, 2, '0') || ltrim(part[1], '0') else part[1] end, '' order by n)
    from regexp_matches(lower(regexp_replace(normalize(product_name, NFD), '[\u0300-\u036f]', '', 'g') collate "C"),
      '[0-9]+|[^0-9]+', 'g') with ordinality as parts(part, n)), '')
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (product_name_key(name)) STORED;
