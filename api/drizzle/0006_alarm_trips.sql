-- Alarms that really fire: each trip of an alarm with the reading that tripped and the one that
-- cleared it, and where its e-mail stands; at most one open trip per alarm (partial unique index),
-- so concurrent evaluations never record one twice. alarms.evaluated_until is the job's cursor.
CREATE TABLE "alarm_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alarm_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"unit_slug" text NOT NULL,
	"operator" text NOT NULL,
	"threshold" double precision NOT NULL,
	"aggregation" text,
	"tripped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reading_time" timestamp with time zone NOT NULL,
	"reading_value" double precision NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_reading_time" timestamp with time zone,
	"cleared_reading_value" double precision,
	"notification_status" text NOT NULL,
	"notification_claimed_at" timestamp with time zone,
	"notification_attempts" integer DEFAULT 0 NOT NULL,
	"notification_error" text,
	"notified_at" timestamp with time zone,
	CONSTRAINT "alarm_trips_operator_check" CHECK ("alarm_trips"."operator" in ('eq', 'gte', 'gt', 'lte', 'lt')),
	CONSTRAINT "alarm_trips_aggregation_check" CHECK ("alarm_trips"."aggregation" in ('average', 'minimum', 'maximum', 'total')),
	CONSTRAINT "alarm_trips_notification_status_check" CHECK ("alarm_trips"."notification_status" in ('pending', 'deferred', 'sending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "evaluated_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarm_trips" ADD CONSTRAINT "alarm_trips_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_trips" ADD CONSTRAINT "alarm_trips_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_trips_device_id_tripped_at_idx" ON "alarm_trips" USING btree ("device_id","tripped_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarm_trips_alarm_id_tripped_at_idx" ON "alarm_trips" USING btree ("alarm_id","tripped_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_trips_open_alarm_id_key" ON "alarm_trips" USING btree ("alarm_id") WHERE "alarm_trips"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "alarm_trips_unsent_idx" ON "alarm_trips" USING btree ("tripped_at") WHERE "alarm_trips"."notification_status" in ('pending', 'deferred', 'sending');--> statement-breakpoint
CREATE INDEX "alarms_active_device_id_idx" ON "alarms" USING btree ("device_id") WHERE "alarms"."is_active";