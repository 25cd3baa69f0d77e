-- The orders of GET /monitoring?sort=…: monitoring_records keeps a copy of the device's network id
-- too (kept by the triggers of 0001, redefined here with it), so that ordering by name, network id
-- or the latest error oldest first walks an index of this narrow table, as the default order does.
ALTER TABLE "monitoring_records" ADD COLUMN "device_network_id" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION monitoring_records_copy_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.owner_id, d.device_model_id, d.package_id, d.name, d.device, d.deleted_at IS NOT NULL
    INTO NEW.device_owner_id, NEW.device_model_id, NEW.device_package_id, NEW.device_name, NEW.device_network_id, NEW.device_deleted
    FROM devices d WHERE d.id = NEW.device_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION devices_copy_to_monitoring_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE monitoring_records SET
    device_owner_id = NEW.owner_id,
    device_model_id = NEW.device_model_id,
    device_package_id = NEW.package_id,
    device_name = NEW.name,
    device_network_id = NEW.device,
    device_deleted = NEW.deleted_at IS NOT NULL
  WHERE device_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER devices_copy_to_monitoring_records ON devices;--> statement-breakpoint
-- Only when a copied column really changes: ingestion's frequent last_seen_at updates never fire it.
CREATE TRIGGER devices_copy_to_monitoring_records
  AFTER UPDATE OF owner_id, device_model_id, package_id, name, device, deleted_at ON devices
  FOR EACH ROW
  WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id
    OR OLD.device_model_id IS DISTINCT FROM NEW.device_model_id
    OR OLD.package_id IS DISTINCT FROM NEW.package_id
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.device IS DISTINCT FROM NEW.device
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION devices_copy_to_monitoring_records();
--> statement-breakpoint
UPDATE monitoring_records mr SET device_network_id = d.device FROM devices d WHERE d.id = mr.device_id;--> statement-breakpoint
CREATE INDEX "monitoring_records_name_idx" ON "monitoring_records" USING btree ("device_name","id") WHERE not "monitoring_records"."device_deleted";--> statement-breakpoint
CREATE INDEX "monitoring_records_network_id_idx" ON "monitoring_records" USING btree ("device_network_id","id") WHERE not "monitoring_records"."device_deleted";--> statement-breakpoint
CREATE INDEX "monitoring_records_error_asc_idx" ON "monitoring_records" USING btree ("latest_error_occurred_at","device_name","id") WHERE not "monitoring_records"."device_deleted";
