-- Addresses a published post had before its slug changed: the old address redirects to the post (301).
CREATE TABLE "post_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_redirects" ADD CONSTRAINT "post_redirects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_redirects_post_idx" ON "post_redirects" USING btree ("post_id");