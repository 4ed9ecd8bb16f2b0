-- One identity for authors (ADR 022): an author is the account seen from the blog. Posts name their account
-- (posts.author_id = user.id); authors keeps only what the blog alone shows (bio, the published-post count), keyed by
-- the account. Name, handle and picture are the account's own from now on.
--
-- Authors without an account (written before authors were accounts) become accounts without a password, as seeded
-- authors are: their posts and page stay, under the same handle unless a member has it. Deleted accounts' author rows
-- (former_N, their posts unpublished) go; those posts are kept, unpublished, with no author.
INSERT INTO "user" ("id", "name", "email", "email_verified", "username", "image", "created_at", "updated_at")
SELECT 'author-' || a."id", a."display_name", 'author-' || a."id" || '@authors.waypoints.local', true,
  CASE WHEN EXISTS (SELECT 1 FROM "user" u WHERE u."username" = a."username")
    THEN left(a."username", 24) || '-' || a."id" ELSE a."username" END,
  a."avatar", a."created_at", a."created_at"
FROM "authors" a
WHERE a."user_id" IS NULL AND a."username" !~ '^former_[0-9]+$';--> statement-breakpoint
UPDATE "authors" SET "user_id" = 'author-' || "id" WHERE "user_id" IS NULL AND "username" !~ '^former_[0-9]+$';--> statement-breakpoint
-- The author page's picture was kept beside the account's (both set by the author profile form): the account's is
-- the one now, so an author page shows the picture it showed.
UPDATE "user" u SET "image" = a."avatar" FROM "authors" a
WHERE a."user_id" = u."id" AND a."avatar" <> '/images/authors/default.svg' AND u."image" IS DISTINCT FROM a."avatar";--> statement-breakpoint
-- posts.author_id: the author row's id → its account's id. A new column filled from the old one (a column in a
-- trigger's condition cannot change type in place); its trigger and indexes are made again below.
DROP TRIGGER "posts_counts_update" ON "posts";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_author_id_authors_id_fk";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_user_id" text;--> statement-breakpoint
UPDATE "posts" p SET "author_user_id" = a."user_id" FROM "authors" a WHERE a."id" = p."author_id";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "author_id";--> statement-breakpoint
ALTER TABLE "posts" RENAME COLUMN "author_user_id" TO "author_id";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_published_has_author" CHECK ("posts"."status" <> 'published' or "posts"."author_id" is not null);--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_published_author_idx" ON "posts" USING btree ("author_id","lang","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE TRIGGER posts_counts_update AFTER UPDATE OF status, category_id, author_id ON posts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION waypoints_post_counts();--> statement-breakpoint
-- authors: keyed by the account, without the copied name, handle and picture.
DELETE FROM "authors" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "authors" DROP CONSTRAINT "authors_username_lowercase";--> statement-breakpoint
ALTER TABLE "authors" DROP CONSTRAINT "authors_user_id_user_id_fk";--> statement-breakpoint
DROP INDEX "authors_username_key";--> statement-breakpoint
DROP INDEX "authors_user_id_key";--> statement-breakpoint
ALTER TABLE "authors" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "authors" DROP COLUMN "username";--> statement-breakpoint
ALTER TABLE "authors" DROP COLUMN "display_name";--> statement-breakpoint
ALTER TABLE "authors" DROP COLUMN "avatar";--> statement-breakpoint
ALTER TABLE "authors" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD PRIMARY KEY ("user_id");--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The published-post counts (migration 0006) find the author by account.
DROP FUNCTION waypoints_count_post(integer, integer, integer, integer);--> statement-breakpoint
CREATE FUNCTION waypoints_count_post(p_id integer, p_category integer, p_author text, delta integer) RETURNS void
  LANGUAGE sql AS $$
  UPDATE categories SET published_posts = published_posts + delta WHERE id = p_category;
  UPDATE authors SET published_posts = published_posts + delta WHERE user_id = p_author;
  UPDATE tags SET published_posts = published_posts + delta WHERE id IN (SELECT tag_id FROM post_tags WHERE post_id = p_id);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION waypoints_recount_posts() RETURNS void LANGUAGE sql AS $$
  UPDATE categories c SET published_posts = coalesce(
    (SELECT count(*) FROM posts p WHERE p.category_id = c.id AND p.status = 'published'), 0);
  UPDATE authors a SET published_posts = coalesce(
    (SELECT count(*) FROM posts p WHERE p.author_id = a.user_id AND p.status = 'published'), 0);
  UPDATE tags t SET published_posts = coalesce(
    (SELECT count(*) FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE pt.tag_id = t.id AND p.status = 'published'), 0);
$$;--> statement-breakpoint
SELECT waypoints_recount_posts();
