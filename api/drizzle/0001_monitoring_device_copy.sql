-- Keeps monitoring_records' copies of the device columns the monitoring page filters and sorts by
-- (owner, model, package, name, deleted) equal to the device's, so a page and its count read only
-- monitoring_records. The app never writes these columns; see src/db/schema/monitoring.ts.
CREATE FUNCTION monitoring_records_copy_device() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.owner_id, d.device_model_id, d.package_id, d.name, d.deleted_at IS NOT NULL
    INTO NEW.device_owner_id, NEW.device_model_id, NEW.device_package_id, NEW.device_name, NEW.device_deleted
    FROM devices d WHERE d.id = NEW.device_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER monitoring_records_copy_device
  BEFORE INSERT OR UPDATE OF device_id ON monitoring_records
  FOR EACH ROW EXECUTE FUNCTION monitoring_records_copy_device();
--> statement-breakpoint
CREATE FUNCTION devices_copy_to_monitoring_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE monitoring_records SET
    device_owner_id = NEW.owner_id,
    device_model_id = NEW.device_model_id,
    device_package_id = NEW.package_id,
    device_name = NEW.name,
    device_deleted = NEW.deleted_at IS NOT NULL
  WHERE device_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only when a copied column really changes: ingestion's frequent last_seen_at updates never fire it.
CREATE TRIGGER devices_copy_to_monitoring_records
  AFTER UPDATE OF owner_id, device_model_id, package_id, name, deleted_at ON devices
  FOR EACH ROW
  WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id
    OR OLD.device_model_id IS DISTINCT FROM NEW.device_model_id
    OR OLD.package_id IS DISTINCT FROM NEW.package_id
    OR OLD.name IS DISTINCT FROM NEW.name
    OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION devices_copy_to_monitoring_records();
