-- A trip's currency is an ISO 4217 code (three capital letters), what Intl formats its price in: any other text left a
-- trip whose price could not be shown. Codes written with spaces or in lower case are repaired first; a row that still
-- has no code (none found by the app's own writes, only by writes around it) is kept as it is, the constraint then
-- added NOT VALID: every new insert and update is checked, the old row waits for an operator to set its currency and
-- run `alter table trips validate constraint trips_currency_code`. Nothing is guessed and nothing is lost.
UPDATE "trips" SET "currency" = upper(btrim("currency"))
  WHERE "currency" !~ '^[A-Z]{3}$' AND upper(btrim("currency")) ~ '^[A-Z]{3}$';--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_currency_code" CHECK ("trips"."currency" ~ '^[A-Z]{3}$') NOT VALID;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "trips" WHERE "currency" !~ '^[A-Z]{3}$') THEN
    ALTER TABLE "trips" VALIDATE CONSTRAINT "trips_currency_code";
  END IF;
END $$;
