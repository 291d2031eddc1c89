CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position" bigint,
	"type" text NOT NULL,
	"event" jsonb NOT NULL,
	"audience" text NOT NULL,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_audience_check" CHECK ("audience" in ('staff', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_position_idx" ON "live_events" USING btree ("position");--> statement-breakpoint
CREATE INDEX "live_events_committed_idx" ON "live_events" USING btree ("committed_at");--> statement-breakpoint
-- Live events (docs/domain/live-console.md): positions in commit order. The trigger is deferred to
-- the commit, so the advisory lock is held only from there to the commit's end: publishers take
-- their positions one at a time and commit in that order, and a console resuming after position N
-- can never miss a lower position committed later. It also drops rows beyond the replay window
-- (every 100th position: older than 10 minutes, or 10,000 positions back) and tells the API
-- processes the new position (they read the row; a payload never limits an event's size).
CREATE SEQUENCE live_events_position_seq;
--> statement-breakpoint
CREATE FUNCTION live_events_on_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_position bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7360036);
  next_position := nextval('live_events_position_seq');
  UPDATE live_events SET position = next_position, committed_at = clock_timestamp() WHERE id = NEW.id;
  IF next_position % 100 = 0 THEN
    DELETE FROM live_events
     WHERE position <= next_position - 10000
        OR (position < next_position AND committed_at < clock_timestamp() - interval '10 minutes');
  END IF;
  PERFORM pg_notify('mc_live_events', next_position::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_events_commit AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_events_on_commit();
