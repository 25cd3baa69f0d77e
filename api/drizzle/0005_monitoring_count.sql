-- The monitoring page's count at fleet scale: the default filter (status, packages, an error code)
-- counted by two index-only scans joined on the record id, instead of reading every record's row
-- (92,000 at 100,000 devices) and probing its errors one by one.
CREATE INDEX "monitoring_record_errors_reported_idx" ON "monitoring_record_errors" USING btree ("error_code_id","monitoring_record_id") WHERE "monitoring_record_errors"."count" > 0;--> statement-breakpoint
CREATE INDEX "monitoring_records_status_package_idx" ON "monitoring_records" USING btree ("status_code_id","device_package_id","id") WHERE not "monitoring_records"."device_deleted";