-- The spelling vocabulary learns a tag's words only once a published post carries the tag (ADR 019 update): a tag
-- typed on a draft is not public (ADR 031), and its words must not come back as "did you mean" suggestions either.
DROP TRIGGER tags_words ON tags;--> statement-breakpoint
CREATE TRIGGER tags_words_insert AFTER INSERT ON tags FOR EACH ROW
  WHEN (NEW.published_posts > 0) EXECUTE FUNCTION waypoints_tag_words();--> statement-breakpoint
CREATE TRIGGER tags_words AFTER UPDATE OF name, published_posts ON tags FOR EACH ROW
  WHEN (NEW.published_posts > 0 AND (OLD.published_posts = 0 OR OLD.name IS DISTINCT FROM NEW.name))
  EXECUTE FUNCTION waypoints_tag_words();--> statement-breakpoint
CREATE OR REPLACE FUNCTION waypoints_rebuild_search_words() RETURNS void LANGUAGE sql AS $$
  SELECT waypoints_add_words(string_agg(title, ' ')) FROM posts WHERE status = 'published';
  SELECT waypoints_add_words(string_agg(search_title, ' ')) FROM trips WHERE status = 'published';
  SELECT waypoints_add_words(string_agg(concat_ws(' ', name ->> 'en', name ->> 'es', name ->> 'ru', name ->> 'uk'), ' '))
    FROM tags WHERE published_posts > 0;
$$;--> statement-breakpoint
-- Words learned before from draft-only tags (and from content since unpublished) go: the vocabulary starts again
-- from what is public now.
DELETE FROM search_words;--> statement-breakpoint
SELECT waypoints_rebuild_search_words();
