-- Tag pages at scale (ADR 029): each tag link carries its post's language and, while the post is published, its
-- published_at, so a tag page reads its page off one index in list order, like the other lists.
ALTER TABLE "post_tags" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "post_tags" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Only a change of the link itself changes a tag's count, not the copied post columns below.
DROP TRIGGER post_tags_counts ON post_tags;--> statement-breakpoint
CREATE TRIGGER post_tags_counts AFTER INSERT OR DELETE OR UPDATE OF post_id, tag_id ON post_tags FOR EACH ROW
  EXECUTE FUNCTION waypoints_post_tag_counts();--> statement-breakpoint
UPDATE post_tags pt SET lang = p.lang, published_at = CASE WHEN p.status = 'published' THEN p.published_at END
  FROM posts p WHERE p.id = pt.post_id;--> statement-breakpoint
CREATE INDEX "post_tags_published_idx" ON "post_tags" USING btree ("tag_id","lang","published_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE published_at is not null;--> statement-breakpoint
-- Kept by the database for every writer. Like the triggers of 0006 they stand aside while `waypoints.bulk_load` is
-- 'on': db:copy copies the columns as they are, bulk test data writes them itself.
CREATE FUNCTION waypoints_post_tag_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NEW; END IF;
  SELECT p.lang, CASE WHEN p.status = 'published' THEN p.published_at END INTO NEW.lang, NEW.published_at
    FROM posts p WHERE p.id = NEW.post_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER post_tags_fill BEFORE INSERT OR UPDATE OF post_id ON post_tags FOR EACH ROW
  EXECUTE FUNCTION waypoints_post_tag_fill();--> statement-breakpoint
CREATE FUNCTION waypoints_post_tags_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('waypoints.bulk_load', true) = 'on' THEN RETURN NULL; END IF;
  UPDATE post_tags SET lang = NEW.lang,
    published_at = CASE WHEN NEW.status = 'published' THEN NEW.published_at END
    WHERE post_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_tags_follow AFTER UPDATE OF status, lang, published_at ON posts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.lang IS DISTINCT FROM NEW.lang
    OR OLD.published_at IS DISTINCT FROM NEW.published_at)
  EXECUTE FUNCTION waypoints_post_tags_follow();
