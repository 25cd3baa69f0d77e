CREATE TABLE "service_center_organizations" (
	"service_center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_center_organizations_service_center_id_organization_id_pk" PRIMARY KEY("service_center_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "service_center_organizations" ADD CONSTRAINT "service_center_organizations_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_center_organizations" ADD CONSTRAINT "service_center_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_center_organizations_organization_id_idx" ON "service_center_organizations" USING btree ("organization_id");