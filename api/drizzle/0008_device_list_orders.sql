DROP INDEX "devices_owner_id_created_at_idx";--> statement-breakpoint
DROP INDEX "devices_created_at_idx";--> statement-breakpoint
CREATE INDEX "devices_live_owner_created_at_id_idx" ON "devices" USING btree ("owner_id","created_at" DESC NULLS LAST,"id") WHERE "devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "devices_live_created_at_id_idx" ON "devices" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "devices_live_name_id_idx" ON "devices" USING btree ("name","id") WHERE "devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "devices_live_last_seen_at_id_idx" ON "devices" USING btree ("last_seen_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "devices_deleted_at_idx" ON "devices" USING btree ("deleted_at") WHERE "devices"."deleted_at" is not null;