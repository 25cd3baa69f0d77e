ALTER TABLE "installation_order_devices" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "installation_order_devices" ADD COLUMN "install_request_hash" text;--> statement-breakpoint
CREATE INDEX "installation_orders_created_at_id_idx" ON "installation_orders" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "installation_orders_due_date_id_idx" ON "installation_orders" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "installation_orders_name_trgm_idx" ON "installation_orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installation_orders_note_trgm_idx" ON "installation_orders" USING gin ("note" gin_trgm_ops);
