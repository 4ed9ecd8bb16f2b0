CREATE TABLE "comment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "comment_reports_reason_known" CHECK ("comment_reports"."reason" in ('spam', 'offensive', 'misleading', 'copyright', 'other')),
	CONSTRAINT "comment_reports_status_known" CHECK ("comment_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "comments_status_known" CHECK ("comments"."status" in ('pending', 'approved', 'rejected', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "comment_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_comment_reporter_key" ON "comment_reports" USING btree ("comment_id","reporter_id");--> statement-breakpoint
CREATE INDEX "comment_reports_open_idx" ON "comment_reports" USING btree ("created_at","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("post_id","id") WHERE parent_id is null;--> statement-breakpoint
CREATE INDEX "comments_replies_idx" ON "comments" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_pending_idx" ON "comments" USING btree ("created_at","id") WHERE status = 'pending';--> statement-breakpoint
-- posts.comment_count (ADR 059): approved, undeleted comments and replies, kept here so every writer keeps it and a
-- post card reads it from its own row.
CREATE FUNCTION waypoints_comment_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
  target integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    target := NEW.post_id;
    IF NEW.status = 'approved' AND NEW.deleted_at IS NULL THEN delta := delta + 1; END IF;
  ELSE
    target := OLD.post_id;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' AND OLD.deleted_at IS NULL THEN delta := delta - 1; END IF;
  IF delta <> 0 THEN
    UPDATE posts SET comment_count = greatest(comment_count + delta, 0) WHERE id = target;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_count AFTER INSERT OR DELETE ON comments FOR EACH ROW
  EXECUTE FUNCTION waypoints_comment_count();--> statement-breakpoint
CREATE TRIGGER comments_count_update AFTER UPDATE ON comments FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION waypoints_comment_count();
