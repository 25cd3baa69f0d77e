DROP INDEX "service_orders_owner_id_idx";--> statement-breakpoint
DROP INDEX "service_orders_service_center_id_idx";--> statement-breakpoint
DROP INDEX "service_orders_technician_id_idx";--> statement-breakpoint
DROP INDEX "service_orders_due_date_idx";--> statement-breakpoint
DROP INDEX "service_orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "service_orders_owner_id_created_at_id_idx" ON "service_orders" USING btree ("owner_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "service_orders_owner_id_due_date_id_idx" ON "service_orders" USING btree ("owner_id","due_date","id");--> statement-breakpoint
CREATE INDEX "service_orders_service_center_id_due_date_id_idx" ON "service_orders" USING btree ("service_center_id","due_date","id");--> statement-breakpoint
CREATE INDEX "service_orders_technician_id_due_date_id_idx" ON "service_orders" USING btree ("technician_id","due_date","id");--> statement-breakpoint
CREATE INDEX "service_orders_due_date_id_idx" ON "service_orders" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "service_orders_created_at_id_idx" ON "service_orders" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "service_orders_notes_trgm_idx" ON "service_orders" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_orders_service_issue_trgm_idx" ON "service_orders" USING gin ("service_issue" gin_trgm_ops);