CREATE TABLE "post_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "post_reports_reason_known" CHECK ("post_reports"."reason" in ('spam', 'offensive', 'misleading', 'copyright', 'other')),
	CONSTRAINT "post_reports_status_known" CHECK ("post_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_status_known";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_reports_post_reporter_key" ON "post_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE INDEX "post_reports_open_idx" ON "post_reports" USING btree ("created_at","id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "posts_pending_idx" ON "posts" USING btree ("updated_at","id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_known" CHECK ("posts"."status" in ('draft', 'pending', 'published', 'unpublished', 'rejected', 'hidden', 'withheld'));