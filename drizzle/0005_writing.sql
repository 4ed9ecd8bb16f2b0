CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authors" DROP CONSTRAINT "authors_username_lowercase";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_status_known";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "category_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_user_id_key" ON "authors" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_username_lowercase" CHECK ("authors"."username" = lower("authors"."username") and "authors"."username" ~ '^[a-z0-9_-]{2,40}$');--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_published_has_category" CHECK ("posts"."status" <> 'published' or "posts"."category_id" is not null);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_known" CHECK ("posts"."status" in ('draft', 'published', 'unpublished'));