DROP INDEX "organizations_name_idx";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_group_id_idx" ON "api_keys" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_key" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_network_check" CHECK ("api_keys"."network" in ('nbiot', 'sigfox', 'mqtt', 'lorawan', 'http'));--> statement-breakpoint
-- An organisation's own Administrator role (the demo data's and every organisation created since
-- 0014: organizations/organizationRoles.ts) now manages the organisation's members: who belongs to it
-- and which of its roles they hold. The rule goes last, so it adds to what the role already does.
INSERT INTO "role_rules" ("role_id", "action", "subject", "conditions", "position")
SELECT r."id", '{manage}', '{Member}', '{"organizationId": "${organizationId}"}'::jsonb,
  coalesce((SELECT max(rr."position") + 1 FROM "role_rules" rr WHERE rr."role_id" = r."id"), 0)
FROM "roles" r
WHERE r."organization_id" IS NOT NULL AND r."is_system" AND r."name" = 'Administrator'
  AND NOT EXISTS (SELECT 1 FROM "role_rules" rr WHERE rr."role_id" = r."id" AND rr."subject" = '{Member}');
