-- Departures (ADR 045): a trip's date, price and seats move into its first departure (same id as the trip, so every
-- existing booking points at it), bookings belong to a departure, and the trip keeps its content only. The currency
-- check is added NOT VALID and validated only when every moved row passes, as migration 0013 left it on trips.
CREATE TABLE "departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "departures_dates_ordered" CHECK ("departures"."end_date" >= "departures"."start_date"),
	CONSTRAINT "departures_seats_valid" CHECK ("departures"."seats_left" >= 0 and "departures"."seats_left" <= "departures"."seats_total"),
	CONSTRAINT "departures_price_valid" CHECK ("departures"."price_minor" >= 0),
	CONSTRAINT "departures_status_known" CHECK ("departures"."status" in ('open', 'cancelled')),
	CONSTRAINT "departures_cancelled_has_date" CHECK ("departures"."status" <> 'cancelled' or "departures"."cancelled_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "departures" ("id", "trip_id", "start_date", "end_date", "price_minor", "currency", "seats_total", "seats_left", "status", "created_at", "updated_at")
  SELECT "id", "id", "start_date", "end_date", "price_minor", "currency", "seats_total", "seats_left", 'open', "created_at", "updated_at" FROM "trips";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('departures', 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM "departures"), false);--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_currency_code" CHECK ("departures"."currency" ~ '^[A-Z]{3}$') NOT VALID;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "departures" WHERE "currency" !~ '^[A-Z]{3}$') THEN
    ALTER TABLE "departures" VALIDATE CONSTRAINT "departures_currency_code";
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX "departures_trip_idx" ON "departures" USING btree ("trip_id","start_date","id");--> statement-breakpoint
CREATE INDEX "departures_open_start_idx" ON "departures" USING btree ("start_date","trip_id") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_id" integer;--> statement-breakpoint
UPDATE "bookings" SET "departure_id" = "trip_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "departure_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id","status");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_trip_id_trips_id_fk";--> statement-breakpoint
DROP INDEX "bookings_trip_idx";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "trip_id";--> statement-breakpoint
DROP TRIGGER "trips_version" ON "trips";--> statement-breakpoint
CREATE TRIGGER trips_version AFTER INSERT OR DELETE OR UPDATE OF country, place, status ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION waypoints_bump_trips_version();--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_dates_ordered";--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_seats_valid";--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_price_valid";--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_currency_code";--> statement-breakpoint
DROP INDEX "trips_list_idx";--> statement-breakpoint
DROP INDEX "trips_country_idx";--> statement-breakpoint
DROP INDEX "trips_published_idx";--> statement-breakpoint
DROP INDEX "trips_published_past_idx";--> statement-breakpoint
DROP INDEX "trips_published_country_idx";--> statement-breakpoint
CREATE INDEX "trips_published_country_idx" ON "trips" USING btree ("country","id") WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "start_date";--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "end_date";--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "price_minor";--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "seats_total";--> statement-breakpoint
ALTER TABLE "trips" DROP COLUMN "seats_left";
