ALTER TABLE "release_notifications" RENAME COLUMN "body" TO "notes_da";--> statement-breakpoint
ALTER TABLE "release_notifications" ADD COLUMN "notes_en" text;--> statement-breakpoint
ALTER TABLE "release_notifications" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "firmware" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "firmware" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "firmware" ADD COLUMN "file_sha256" text;--> statement-breakpoint
ALTER TABLE "release_notifications" ADD CONSTRAINT "release_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_live_model_firmware_idx" ON "devices" USING btree ("device_model_id",("properties"->>'firmwareVersion'),"owner_id") WHERE "devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contract_devices_contract_id_created_at_idx" ON "contract_devices" USING btree ("contract_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "release_notifications" ADD CONSTRAINT "release_notifications_release_version_key" UNIQUE("release_version");