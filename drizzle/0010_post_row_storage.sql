-- A post's row keeps what lists, cards and search ranking read (title, excerpt, cover, the small head vector); the body
-- and the full search vector live out of line (TOAST) once the row passes 1 KB. Search reads one row per match, so
-- narrow rows keep a big table's matches in shared buffers (ADR 039). Rows written before this move on their next update.
ALTER TABLE "posts" SET (toast_tuple_target = 1024);--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "body" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "slug" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "excerpt" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "cover_image" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "search_title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "search_head" SET STORAGE MAIN;
