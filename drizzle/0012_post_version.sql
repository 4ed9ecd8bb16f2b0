-- A counter every write of a post raises: edits made against an older version are refused (ADR 024).
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;