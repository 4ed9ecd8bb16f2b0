-- ADR 079: a cover or gallery image stored before this migration lists AVIF first even where its AVIF files are the
-- larger ones (the seed's illustrations, nearly all). Keep WebP alone there, as imageSources now decides for a new one.
UPDATE "posts" AS p SET "cover_image" = jsonb_set(p."cover_image", '{sources}',
    (SELECT coalesce(jsonb_agg(s), '[]'::jsonb) FROM jsonb_array_elements(p."cover_image"->'sources') AS s
      WHERE s->>'type' <> 'image/avif'))
  FROM "uploads" AS u
  WHERE u."id" = p."cover_image"->>'uploadId'
    AND jsonb_typeof(p."cover_image"->'sources') = 'array'
    AND (SELECT coalesce(sum((v->>'bytes')::bigint), 0) FROM jsonb_array_elements(u."variants") AS v WHERE v->>'format' = 'avif')
      >= (SELECT coalesce(sum((v->>'bytes')::bigint), 0) FROM jsonb_array_elements(u."variants") AS v WHERE v->>'format' = 'webp');--> statement-breakpoint
UPDATE "trips" AS t SET "cover_image" = jsonb_set(t."cover_image", '{sources}',
    (SELECT coalesce(jsonb_agg(s), '[]'::jsonb) FROM jsonb_array_elements(t."cover_image"->'sources') AS s
      WHERE s->>'type' <> 'image/avif'))
  FROM "uploads" AS u
  WHERE u."id" = t."cover_image"->>'uploadId'
    AND jsonb_typeof(t."cover_image"->'sources') = 'array'
    AND (SELECT coalesce(sum((v->>'bytes')::bigint), 0) FROM jsonb_array_elements(u."variants") AS v WHERE v->>'format' = 'avif')
      >= (SELECT coalesce(sum((v->>'bytes')::bigint), 0) FROM jsonb_array_elements(u."variants") AS v WHERE v->>'format' = 'webp');
--> statement-breakpoint
UPDATE "trips" AS t SET "gallery" = (
    SELECT jsonb_agg(
      CASE WHEN jsonb_typeof(g.img->'sources') = 'array' AND EXISTS (
        SELECT 1 FROM "uploads" AS u WHERE u."id" = g.img->>'uploadId'
          AND (SELECT coalesce(sum((v->>'bytes')::bigint), 0) FROM jsonb_array_elements(u."variants") AS v WHERE v->>'format' = 'avif')
            >= (SELECT coalesce(sum((v->>'bytes')::bigint), 0) FROM jsonb_array_elements(u."variants") AS v WHERE v->>'format' = 'webp'))
      THEN jsonb_set(g.img, '{sources}',
        (SELECT coalesce(jsonb_agg(s), '[]'::jsonb) FROM jsonb_array_elements(g.img->'sources') AS s
          WHERE s->>'type' <> 'image/avif'))
      ELSE g.img END ORDER BY g.ord)
    FROM jsonb_array_elements(t."gallery") WITH ORDINALITY AS g(img, ord))
  WHERE jsonb_typeof(t."gallery") = 'array' AND jsonb_array_length(t."gallery") > 0;
