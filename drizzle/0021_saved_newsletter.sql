CREATE TABLE "newsletter_deliveries" (
	"issue_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_issue_id_user_id_pk" PRIMARY KEY("issue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"post_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_trip_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"departure_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_trip_alerts_kind_known" CHECK ("saved_trip_alerts"."kind" in ('full', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "saved_trips" (
	"user_id" text NOT NULL,
	"trip_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_trips_user_id_trip_id_pk" PRIMARY KEY("user_id","trip_id")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "saved_trip_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trip_alerts" ADD CONSTRAINT "saved_trip_alerts_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trips" ADD CONSTRAINT "saved_trips_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trips" ADD CONSTRAINT "saved_trips_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_waiting_idx" ON "newsletter_deliveries" USING btree ("issue_id") WHERE sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_locale_until_key" ON "newsletter_issues" USING btree ("locale","until");--> statement-breakpoint
CREATE INDEX "saved_trip_alerts_waiting_idx" ON "saved_trip_alerts" USING btree ("id") WHERE mailed_at is null;--> statement-breakpoint
CREATE INDEX "saved_trips_trip_idx" ON "saved_trips" USING btree ("trip_id");--> statement-breakpoint
-- A departure of a saved trip that fills up (a booking, staff lowering the seats) or is cancelled leaves an alert in the
-- same transaction, whichever code changed it; the saved-trip-alerts job mails it to the savers who opted in (ADR 058).
CREATE FUNCTION saved_trip_departure_alert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM saved_trips WHERE trip_id = NEW.trip_id) THEN
    RETURN NEW;
  END IF;
  IF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
    INSERT INTO saved_trip_alerts (departure_id, kind) VALUES (NEW.id, 'cancelled');
  ELSIF NEW.status = 'open' AND NEW.seats_left = 0 AND OLD.seats_left > 0 THEN
    INSERT INTO saved_trip_alerts (departure_id, kind) VALUES (NEW.id, 'full');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER departures_saved_trip_alert AFTER UPDATE OF status, seats_left ON departures
  FOR EACH ROW EXECUTE FUNCTION saved_trip_departure_alert();
