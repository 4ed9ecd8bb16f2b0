-- Data at scale (ADR 029): published-post counts kept by the database, and partial indexes that serve each list's
-- order directly (published posts by language/category/author; upcoming and past trips).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "published_posts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "published_posts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case lang when 'es' then 'waypoints_es'::regconfig when 'ru' then 'waypoints_ru'::regconfig when 'uk' then 'waypoints_uk'::regconfig else 'waypoints_en'::regconfig end), title), 'A') || setweight(to_tsvector((case lang when 'es' then 'waypoints_es'::regconfig when 'ru' then 'waypoints_ru'::regconfig when 'uk' then 'waypoints_uk'::regconfig else 'waypoints_en'::regconfig end), excerpt), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "published_posts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('waypoints_en'::regconfig, coalesce(title ->> 'en', '')), 'A') || setweight(to_tsvector('waypoints_es'::regconfig, coalesce(title ->> 'es', '')), 'A') || setweight(to_tsvector('waypoints_ru'::regconfig, coalesce(title ->> 'ru', '')), 'A') || setweight(to_tsvector('waypoints_uk'::regconfig, coalesce(title ->> 'uk', '')), 'A') || setweight(to_tsvector('waypoints_en'::regconfig, coalesce(place ->> 'en', '')), 'A') || setweight(to_tsvector('waypoints_es'::regconfig, coalesce(place ->> 'es', '')), 'A') || setweight(to_tsvector('waypoints_ru'::regconfig, coalesce(place ->> 'ru', '')), 'A') || setweight(to_tsvector('waypoints_uk'::regconfig, coalesce(place ->> 'uk', '')), 'A') || setweight(to_tsvector('simple'::regconfig, country), 'A')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "posts_published_lang_idx" ON "posts" USING btree ("lang","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "posts_published_category_idx" ON "posts" USING btree ("category_id","lang","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "posts_published_author_idx" ON "posts" USING btree ("author_id","lang","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "trips_published_idx" ON "trips" USING btree ("start_date","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "trips_published_past_idx" ON "trips" USING btree ("start_date" DESC NULLS FIRST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "trips_published_country_idx" ON "trips" USING btree ("country","start_date","id") WHERE status = 'published';--> statement-breakpoint
-- Counts of published posts per category, author and tag, kept in step with every write by triggers (any writer, any
-- server process). A post counts while its status is 'published'; a tag counts the published posts linked to it.
-- Every trigger of this migration stands aside while `waypoints.bulk_load` is 'on' (set locally by db:copy, which
-- copies the stored counts as they are, and by bulk test data, which recomputes them).
CREATE FUNCTION waypoints_count_post(p_id integer, p_category integer, p_author integer, delta integer) RETURNS void
  LANGUAGE sql AS $$
  UPDATE categories SET published_posts = published_posts + delta WHERE id = p_category;
  UPDATE authors SET published_posts = published_posts + delta WHERE id = p_author;
  UPDATE tags SET published_posts = published_posts + delta WHERE id IN (SELECT tag_id FROM post_tags WHERE post_id = p_id);
$$;--> statement-breakpoint
CREATE FUNCTION waypoints_post_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM waypoints_count_post(OLD.id, OLD.category_id, OLD.author_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    PERFORM waypoints_count_post(NEW.id, NEW.category_id, NEW.author_id, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_counts_insert AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION waypoints_post_counts();--> statement-breakpoint
CREATE TRIGGER posts_counts_update AFTER UPDATE OF status, category_id, author_id ON posts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION waypoints_post_counts();--> statement-breakpoint
-- BEFORE: the post's tag links still exist (the cascade removes them after the row, and then finds no post to count).
CREATE FUNCTION waypoints_post_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN OLD; END IF;
  IF OLD.status = 'published' THEN
    PERFORM waypoints_count_post(OLD.id, OLD.category_id, OLD.author_id, -1);
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_counts_delete BEFORE DELETE ON posts FOR EACH ROW EXECUTE FUNCTION waypoints_post_counts_delete();--> statement-breakpoint
CREATE FUNCTION waypoints_post_tag_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tags SET published_posts = published_posts - 1
      WHERE id = OLD.tag_id AND EXISTS (SELECT 1 FROM posts WHERE id = OLD.post_id AND status = 'published');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE tags SET published_posts = published_posts + 1
      WHERE id = NEW.tag_id AND EXISTS (SELECT 1 FROM posts WHERE id = NEW.post_id AND status = 'published');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER post_tags_counts AFTER INSERT OR UPDATE OR DELETE ON post_tags FOR EACH ROW
  EXECUTE FUNCTION waypoints_post_tag_counts();--> statement-breakpoint
-- Recomputes every count from scratch: for existing data now, and after bulk loads that bypass triggers.
CREATE FUNCTION waypoints_recount_posts() RETURNS void LANGUAGE sql AS $$
  UPDATE categories c SET published_posts = coalesce(
    (SELECT count(*) FROM posts p WHERE p.category_id = c.id AND p.status = 'published'), 0);
  UPDATE authors a SET published_posts = coalesce(
    (SELECT count(*) FROM posts p WHERE p.author_id = a.id AND p.status = 'published'), 0);
  UPDATE tags t SET published_posts = coalesce(
    (SELECT count(*) FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE pt.tag_id = t.id AND p.status = 'published'), 0);
$$;--> statement-breakpoint
SELECT waypoints_recount_posts();
--> statement-breakpoint
-- A version of what the trip filters show (countries, places, dates, status): servers cache the destination list per
-- version and see any change at once, from any process (ADR 029). Seat changes (bookings) do not touch it.
CREATE FUNCTION waypoints_bump_trips_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO app_meta (key, value, updated_at) VALUES ('trips_version', gen_random_uuid()::text, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trips_version AFTER INSERT OR DELETE OR UPDATE OF country, place, status, start_date ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION waypoints_bump_trips_version();--> statement-breakpoint
CREATE TRIGGER trips_version_truncate AFTER TRUNCATE ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION waypoints_bump_trips_version();--> statement-breakpoint
-- The spelling-suggestion vocabulary (search_words): words of published titles, trip titles and places, tag names.
CREATE FUNCTION waypoints_add_words(source text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(waypoints_fold(coalesce(source, '')), '[[:space:],.:;!?()"«»—–-]+') w
  WHERE length(w) >= 3
  ON CONFLICT (word) DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION waypoints_post_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM waypoints_add_words(NEW.title);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_words AFTER INSERT OR UPDATE OF title, status ON posts FOR EACH ROW
  WHEN (NEW.status = 'published') EXECUTE FUNCTION waypoints_post_words();--> statement-breakpoint
CREATE FUNCTION waypoints_trip_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM waypoints_add_words(NEW.search_title);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trips_words AFTER INSERT OR UPDATE OF title, place, status ON trips FOR EACH ROW
  WHEN (NEW.status = 'published') EXECUTE FUNCTION waypoints_trip_words();--> statement-breakpoint
CREATE FUNCTION waypoints_tag_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM waypoints_add_words(concat_ws(' ', NEW.name ->> 'en', NEW.name ->> 'es', NEW.name ->> 'ru', NEW.name ->> 'uk'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tags_words AFTER INSERT OR UPDATE OF name ON tags FOR EACH ROW EXECUTE FUNCTION waypoints_tag_words();--> statement-breakpoint
-- Fills the vocabulary from the current content: now, and after bulk loads that bypass triggers.
CREATE FUNCTION waypoints_rebuild_search_words() RETURNS void LANGUAGE sql AS $$
  SELECT waypoints_add_words(string_agg(title, ' ')) FROM posts WHERE status = 'published';
  SELECT waypoints_add_words(string_agg(search_title, ' ')) FROM trips WHERE status = 'published';
  SELECT waypoints_add_words(string_agg(concat_ws(' ', name ->> 'en', name ->> 'es', name ->> 'ru', name ->> 'uk'), ' '))
    FROM tags;
$$;--> statement-breakpoint
SELECT waypoints_rebuild_search_words();
