-- Staff roles (ADR 043): every account is a member until an admin makes it an editor or an admin.
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_known" CHECK ("user"."role" in ('member', 'editor', 'admin'));