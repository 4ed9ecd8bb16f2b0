ALTER TABLE "comments" DROP CONSTRAINT "comments_status_known";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_known";--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_status_known" CHECK ("comments"."status" in ('pending', 'approved', 'rejected', 'hidden', 'withheld'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'published', 'rejected', 'hidden', 'withheld'));--> statement-breakpoint
-- ADR 069: what a member suspended before this migration had public (approved comments, published reviews) is
-- withheld now, as a suspension from here on withholds it; ending the suspension brings exactly these back.
UPDATE "comments" SET "status" = 'withheld'
  WHERE "status" = 'approved' AND "author_id" IN (SELECT "id" FROM "user" WHERE "suspended_at" IS NOT NULL);--> statement-breakpoint
UPDATE "reviews" SET "status" = 'withheld'
  WHERE "status" = 'published' AND "user_id" IN (SELECT "id" FROM "user" WHERE "suspended_at" IS NOT NULL);
