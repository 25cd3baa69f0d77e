CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" uuid,
	"organization_id" uuid,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_organization_id_name_key" UNIQUE("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "release_notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "release_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_version" text,
	"title" text NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"action" text[] NOT NULL,
	"subject" text[] NOT NULL,
	"conditions" jsonb,
	"fields" text[],
	"inverted" boolean DEFAULT false NOT NULL,
	"reason" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organization_id" uuid,
	"is_system" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_organization_id_name_key" UNIQUE NULLS NOT DISTINCT("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"organization_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_org_key" UNIQUE NULLS NOT DISTINCT("user_id","role_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'da' NOT NULL,
	"utc_offset" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('da', 'en')),
	CONSTRAINT "users_utc_offset_check" CHECK ("users"."utc_offset" between -12 and 14)
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"unit_slug" text NOT NULL,
	"value" double precision NOT NULL,
	"operator" text NOT NULL,
	"aggregation" text,
	"evaluation_frequency" integer DEFAULT 60 NOT NULL,
	"notify_from_hour" integer DEFAULT 0 NOT NULL,
	"notify_to_hour" integer DEFAULT 24 NOT NULL,
	"notification_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_triggered_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarms_operator_check" CHECK ("alarms"."operator" in ('eq', 'gte', 'gt', 'lte', 'lt')),
	CONSTRAINT "alarms_aggregation_check" CHECK ("alarms"."aggregation" in ('average', 'minimum', 'maximum', 'total')),
	CONSTRAINT "alarms_evaluation_frequency_check" CHECK ("alarms"."evaluation_frequency" > 0),
	CONSTRAINT "alarms_notify_hours_check" CHECK ("alarms"."notify_from_hour" between 0 and 24 and "alarms"."notify_to_hour" between 0 and 24)
);
--> statement-breakpoint
CREATE TABLE "device_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"kind" text DEFAULT 'picture' NOT NULL,
	"name" text,
	"storage_key" text NOT NULL,
	"url" text,
	"mime_type" text,
	"size" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_images_kind_check" CHECK ("device_images"."kind" in ('picture', 'road'))
);
--> statement-breakpoint
CREATE TABLE "device_lifecycle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"note" text,
	CONSTRAINT "device_lifecycle_events_from_state_check" CHECK ("device_lifecycle_events"."from_state" in ('in_stock', 'installed', 'taken_down')),
	CONSTRAINT "device_lifecycle_events_to_state_check" CHECK ("device_lifecycle_events"."to_state" in ('in_stock', 'installed', 'taken_down'))
);
--> statement-breakpoint
CREATE TABLE "device_messages" (
	"device_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"signal_strength" real,
	"rssi" real,
	"rsrq" real,
	"seq_number" integer,
	"transmission_seq_number" integer,
	"error_code" text,
	CONSTRAINT "device_messages_device_id_time_pk" PRIMARY KEY("device_id","time")
);
--> statement-breakpoint
CREATE TABLE "device_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"device_type_category_id" uuid NOT NULL,
	"network_type" text NOT NULL,
	"network_protocol" text NOT NULL,
	"data_model" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mqtt_broker_number" integer,
	"manufacturer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_models_title_unique" UNIQUE("title"),
	CONSTRAINT "device_models_network_type_check" CHECK ("device_models"."network_type" in ('nbiot', 'sigfox', 'mqtt', 'lorawan', 'http')),
	CONSTRAINT "device_models_network_protocol_check" CHECK ("device_models"."network_protocol" in ('mqtt', 'http', 'sigfox', 'coap'))
);
--> statement-breakpoint
CREATE TABLE "device_type_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_da" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_type_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device" text NOT NULL,
	"name" text NOT NULL,
	"serial_number" text,
	"owner_id" uuid NOT NULL,
	"device_model_id" uuid NOT NULL,
	"package_id" uuid,
	"lifecycle" text DEFAULT 'in_stock' NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"place_name" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_seen_at" timestamp with time zone,
	"latest_message" jsonb,
	"is_complete" boolean DEFAULT false NOT NULL,
	"is_unsuccessful" boolean DEFAULT false NOT NULL,
	"location_type_stancode" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_device_unique" UNIQUE("device"),
	CONSTRAINT "devices_lifecycle_check" CHECK ("devices"."lifecycle" in ('in_stock', 'installed', 'taken_down')),
	CONSTRAINT "devices_lat_check" CHECK ("devices"."lat" between -90 and 90),
	CONSTRAINT "devices_lon_check" CHECK ("devices"."lon" between -180 and 180),
	CONSTRAINT "devices_geo_pair_check" CHECK (("devices"."lat" is null) = ("devices"."lon" is null))
);
--> statement-breakpoint
CREATE TABLE "downlink_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"measurement_interval" integer,
	"measurements_per_transmission" integer,
	"threshold_above" double precision,
	"threshold_below" double precision,
	"applied" jsonb,
	"applied_at" timestamp with time zone,
	"message_count" integer,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downlink_configs_device_id_unique" UNIQUE("device_id"),
	CONSTRAINT "downlink_configs_measurement_interval_check" CHECK ("downlink_configs"."measurement_interval" >= 1),
	CONSTRAINT "downlink_configs_measurements_per_transmission_check" CHECK ("downlink_configs"."measurements_per_transmission" >= 1)
);
--> statement-breakpoint
CREATE TABLE "firmware" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_model_id" uuid NOT NULL,
	"version" text NOT NULL,
	"notes" text,
	"storage_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firmware_device_model_id_version_key" UNIQUE("device_model_id","version")
);
--> statement-breakpoint
CREATE TABLE "group_devices" (
	"group_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_devices_group_id_device_id_pk" PRIMARY KEY("group_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "error_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_codes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "monitoring_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitoring_record_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"owner_id" uuid,
	"device_model_id" uuid,
	"error_code_id" uuid NOT NULL,
	"network_type" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_record_errors" (
	"monitoring_record_id" uuid NOT NULL,
	"error_code_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"latest_occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monitoring_record_errors_monitoring_record_id_error_code_id_pk" PRIMARY KEY("monitoring_record_id","error_code_id"),
	CONSTRAINT "monitoring_record_errors_count_check" CHECK ("monitoring_record_errors"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "monitoring_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"status_code_id" uuid NOT NULL,
	"latest_error_occurred_at" timestamp with time zone,
	"notes" text,
	"heartbeat_notified_at" timestamp with time zone,
	"device_owner_id" uuid,
	"device_model_id" uuid,
	"device_package_id" uuid,
	"device_name" text,
	"device_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_records_device_id_unique" UNIQUE("device_id")
);
--> statement-breakpoint
CREATE TABLE "status_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'default' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_codes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "status_codes_color_check" CHECK ("status_codes"."color" in ('default', 'danger', 'warning', 'good', 'active'))
);
--> statement-breakpoint
CREATE TABLE "contract_devices" (
	"contract_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_devices_contract_id_device_id_pk" PRIMARY KEY("contract_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "contract_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid,
	"organization_id" uuid NOT NULL,
	"action" text NOT NULL,
	"device_id" uuid,
	"user_id" uuid,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_logs_action_check" CHECK ("contract_logs"."action" in ('create', 'update', 'delete', 'add_device', 'remove_device'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"invoice_frequency_months" integer DEFAULT 12 NOT NULL,
	"project_id" text,
	"debitor_number" text,
	"note" text,
	"price_per_device_month" numeric(12, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_invoice_frequency_months_check" CHECK ("contracts"."invoice_frequency_months" between 1 and 120),
	CONSTRAINT "contracts_price_check" CHECK ("contracts"."price_per_device_month" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_causes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_causes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_center_users" (
	"service_center_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_center_users_service_center_id_user_id_pk" PRIMARY KEY("service_center_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "service_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_centers_name_unique" UNIQUE("name"),
	CONSTRAINT "service_centers_geo_pair_check" CHECK (("service_centers"."lat" is null) = ("service_centers"."lon" is null))
);
--> statement-breakpoint
CREATE TABLE "service_order_solutions" (
	"service_order_id" uuid NOT NULL,
	"solution_id" uuid NOT NULL,
	CONSTRAINT "service_order_solutions_service_order_id_solution_id_pk" PRIMARY KEY("service_order_id","solution_id")
);
--> statement-breakpoint
CREATE TABLE "service_order_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_order_statuses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service_center_id" uuid,
	"technician_id" uuid,
	"device_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"service_issue" text,
	"notes" text,
	"due_date" timestamp with time zone,
	"status_id" uuid NOT NULL,
	"active_wizard_step" text,
	"cause_id" uuid,
	"replacement_allowed" boolean,
	"comment" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_number_key" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "service_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"service_target_count" integer NOT NULL,
	"notification_email" text,
	"last_reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_schedules_device_id_unique" UNIQUE("device_id"),
	CONSTRAINT "service_schedules_service_target_count_check" CHECK ("service_schedules"."service_target_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_solutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_solutions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "technician_models" (
	"technician_id" uuid NOT NULL,
	"device_model_id" uuid NOT NULL,
	CONSTRAINT "technician_models_technician_id_device_model_id_pk" PRIMARY KEY("technician_id","device_model_id")
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_center_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technicians_service_center_id_user_id_key" UNIQUE("service_center_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "installation_order_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"installation_order_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"state" text DEFAULT 'dlc_pending' NOT NULL,
	"note" text,
	"installed_at" timestamp with time zone,
	"installed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_order_devices_order_device_key" UNIQUE("installation_order_id","device_id"),
	CONSTRAINT "installation_order_devices_state_check" CHECK ("installation_order_devices"."state" in ('dlc_pending', 'dlc_installed', 'dlc_failed'))
);
--> statement-breakpoint
CREATE TABLE "installation_order_models" (
	"installation_order_id" uuid NOT NULL,
	"device_model_id" uuid NOT NULL,
	CONSTRAINT "installation_order_models_installation_order_id_device_model_id_pk" PRIMARY KEY("installation_order_id","device_model_id")
);
--> statement-breakpoint
CREATE TABLE "installation_order_types" (
	"installation_order_id" uuid NOT NULL,
	"device_type_category_id" uuid NOT NULL,
	CONSTRAINT "installation_order_types_installation_order_id_device_type_category_id_pk" PRIMARY KEY("installation_order_id","device_type_category_id")
);
--> statement-breakpoint
CREATE TABLE "installation_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"note" text,
	"service_center_id" uuid,
	"technician_id" uuid,
	"due_date" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_orders_status_check" CHECK ("installation_orders"."status" in ('new', 'in_progress', 'completed', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"device_id" uuid,
	"service_order_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'in_progress', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"service_order_id" uuid,
	"installation_order_id" uuid,
	"installation_order_device_id" uuid,
	"kind" text DEFAULT 'attachment' NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text,
	"size" bigint NOT NULL,
	"mime_type" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_owner_type_check" CHECK ("attachments"."owner_type" in ('service_order', 'installation_order', 'installation_device')),
	CONSTRAINT "attachments_kind_check" CHECK ("attachments"."kind" in ('attachment', 'before_image', 'after_image')),
	CONSTRAINT "attachments_owner_check" CHECK (("attachments"."owner_type" = 'service_order' and "attachments"."service_order_id" is not null and "attachments"."installation_order_id" is null and "attachments"."installation_order_device_id" is null)
       or ("attachments"."owner_type" = 'installation_order' and "attachments"."installation_order_id" is not null and "attachments"."service_order_id" is null and "attachments"."installation_order_device_id" is null)
       or ("attachments"."owner_type" = 'installation_device' and "attachments"."installation_order_device_id" is not null and "attachments"."service_order_id" is null and "attachments"."installation_order_id" is null)),
	CONSTRAINT "attachments_size_check" CHECK ("attachments"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_notification_reads" ADD CONSTRAINT "release_notification_reads_notification_id_release_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."release_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_notification_reads" ADD CONSTRAINT "release_notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_rules" ADD CONSTRAINT "role_rules_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_images" ADD CONSTRAINT "device_images_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_images" ADD CONSTRAINT "device_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_lifecycle_events" ADD CONSTRAINT "device_lifecycle_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_lifecycle_events" ADD CONSTRAINT "device_lifecycle_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_messages" ADD CONSTRAINT "device_messages_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_device_type_category_id_device_type_categories_id_fk" FOREIGN KEY ("device_type_category_id") REFERENCES "public"."device_type_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_owner_id_organizations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_device_model_id_device_models_id_fk" FOREIGN KEY ("device_model_id") REFERENCES "public"."device_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downlink_configs" ADD CONSTRAINT "downlink_configs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downlink_configs" ADD CONSTRAINT "downlink_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware" ADD CONSTRAINT "firmware_device_model_id_device_models_id_fk" FOREIGN KEY ("device_model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware" ADD CONSTRAINT "firmware_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_devices" ADD CONSTRAINT "group_devices_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_devices" ADD CONSTRAINT "group_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD CONSTRAINT "monitoring_logs_monitoring_record_id_monitoring_records_id_fk" FOREIGN KEY ("monitoring_record_id") REFERENCES "public"."monitoring_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_logs" ADD CONSTRAINT "monitoring_logs_error_code_id_error_codes_id_fk" FOREIGN KEY ("error_code_id") REFERENCES "public"."error_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_record_errors" ADD CONSTRAINT "monitoring_record_errors_monitoring_record_id_monitoring_records_id_fk" FOREIGN KEY ("monitoring_record_id") REFERENCES "public"."monitoring_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_record_errors" ADD CONSTRAINT "monitoring_record_errors_error_code_id_error_codes_id_fk" FOREIGN KEY ("error_code_id") REFERENCES "public"."error_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD CONSTRAINT "monitoring_records_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD CONSTRAINT "monitoring_records_status_code_id_status_codes_id_fk" FOREIGN KEY ("status_code_id") REFERENCES "public"."status_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_devices" ADD CONSTRAINT "contract_devices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_devices" ADD CONSTRAINT "contract_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_logs" ADD CONSTRAINT "contract_logs_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_logs" ADD CONSTRAINT "contract_logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_logs" ADD CONSTRAINT "contract_logs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_logs" ADD CONSTRAINT "contract_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_center_users" ADD CONSTRAINT "service_center_users_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_center_users" ADD CONSTRAINT "service_center_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_solutions" ADD CONSTRAINT "service_order_solutions_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_solutions" ADD CONSTRAINT "service_order_solutions_solution_id_service_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."service_solutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_owner_id_organizations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_status_id_service_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."service_order_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_cause_id_service_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."service_causes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_models" ADD CONSTRAINT "technician_models_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_models" ADD CONSTRAINT "technician_models_device_model_id_device_models_id_fk" FOREIGN KEY ("device_model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_order_devices" ADD CONSTRAINT "installation_order_devices_installation_order_id_installation_orders_id_fk" FOREIGN KEY ("installation_order_id") REFERENCES "public"."installation_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_order_devices" ADD CONSTRAINT "installation_order_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_order_devices" ADD CONSTRAINT "installation_order_devices_installed_by_users_id_fk" FOREIGN KEY ("installed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_order_models" ADD CONSTRAINT "installation_order_models_installation_order_id_installation_orders_id_fk" FOREIGN KEY ("installation_order_id") REFERENCES "public"."installation_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_order_models" ADD CONSTRAINT "installation_order_models_device_model_id_device_models_id_fk" FOREIGN KEY ("device_model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_order_types" ADD CONSTRAINT "installation_order_types_installation_order_id_installation_orders_id_fk" FOREIGN KEY ("installation_order_id") REFERENCES "public"."installation_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_order_types" ADD CONSTRAINT "installation_order_types_device_type_category_id_device_type_categories_id_fk" FOREIGN KEY ("device_type_category_id") REFERENCES "public"."device_type_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_orders" ADD CONSTRAINT "installation_orders_owner_id_organizations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_orders" ADD CONSTRAINT "installation_orders_service_center_id_service_centers_id_fk" FOREIGN KEY ("service_center_id") REFERENCES "public"."service_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_orders" ADD CONSTRAINT "installation_orders_technician_id_technicians_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."technicians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_orders" ADD CONSTRAINT "installation_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_installation_order_id_installation_orders_id_fk" FOREIGN KEY ("installation_order_id") REFERENCES "public"."installation_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_installation_order_device_id_installation_order_devices_id_fk" FOREIGN KEY ("installation_order_device_id") REFERENCES "public"."installation_order_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_organization_id_idx" ON "api_keys" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_organization_id_idx" ON "audit_log" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_key_attempted_at_idx" ON "login_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_attempted_at_idx" ON "login_attempts" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "organization_members_user_id_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organizations_parent_id_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_at_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "release_notification_reads_user_id_idx" ON "release_notification_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "release_notifications_created_at_idx" ON "release_notifications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "role_rules_role_id_position_idx" ON "role_rules" USING btree ("role_id","position");--> statement-breakpoint
CREATE INDEX "user_roles_role_id_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "user_roles_organization_id_idx" ON "user_roles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "alarms_device_id_idx" ON "alarms" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "device_images_device_id_created_at_idx" ON "device_images" USING btree ("device_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "device_lifecycle_events_device_id_occurred_at_idx" ON "device_lifecycle_events" USING btree ("device_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "device_models_device_type_category_id_idx" ON "device_models" USING btree ("device_type_category_id");--> statement-breakpoint
CREATE INDEX "devices_owner_id_created_at_idx" ON "devices" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_device_model_id_idx" ON "devices" USING btree ("device_model_id");--> statement-breakpoint
CREATE INDEX "devices_live_owner_id_idx" ON "devices" USING btree ("owner_id") WHERE "devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "devices_package_id_idx" ON "devices" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "devices_lifecycle_idx" ON "devices" USING btree ("lifecycle");--> statement-breakpoint
CREATE INDEX "devices_last_seen_at_idx" ON "devices" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "devices_created_at_idx" ON "devices" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_geo_idx" ON "devices" USING gist (point("lon", "lat"));--> statement-breakpoint
CREATE INDEX "devices_name_trgm_idx" ON "devices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_device_trgm_idx" ON "devices" USING gin ("device" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_serial_number_trgm_idx" ON "devices" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "group_devices_device_id_idx" ON "group_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "monitoring_logs_record_occurred_at_idx" ON "monitoring_logs" USING btree ("monitoring_record_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "monitoring_record_errors_error_code_id_latest_idx" ON "monitoring_record_errors" USING btree ("error_code_id","latest_occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "monitoring_records_status_code_id_idx" ON "monitoring_records" USING btree ("status_code_id");--> statement-breakpoint
CREATE INDEX "monitoring_records_page_order_idx" ON "monitoring_records" USING btree ("latest_error_occurred_at" DESC NULLS LAST,"device_name","id","status_code_id","device_package_id","device_model_id") WHERE not "monitoring_records"."device_deleted";--> statement-breakpoint
CREATE INDEX "monitoring_records_owner_page_order_idx" ON "monitoring_records" USING btree ("device_owner_id","latest_error_occurred_at" DESC NULLS LAST,"device_name","id","status_code_id","device_package_id") WHERE not "monitoring_records"."device_deleted";--> statement-breakpoint
CREATE INDEX "monitoring_records_device_model_id_idx" ON "monitoring_records" USING btree ("device_model_id");--> statement-breakpoint
CREATE INDEX "contract_devices_device_id_idx" ON "contract_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "contract_logs_contract_id_created_at_idx" ON "contract_logs" USING btree ("contract_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_logs_organization_id_idx" ON "contract_logs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "contracts_organization_id_created_at_idx" ON "contracts" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_center_users_user_id_idx" ON "service_center_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_orders_device_id_created_at_idx" ON "service_orders" USING btree ("device_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_orders_owner_id_idx" ON "service_orders" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "service_orders_status_id_idx" ON "service_orders" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "service_orders_service_center_id_idx" ON "service_orders" USING btree ("service_center_id");--> statement-breakpoint
CREATE INDEX "service_orders_technician_id_idx" ON "service_orders" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "service_orders_due_date_idx" ON "service_orders" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "service_orders_created_at_idx" ON "service_orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_schedules_organization_id_idx" ON "service_schedules" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "technician_models_device_model_id_idx" ON "technician_models" USING btree ("device_model_id");--> statement-breakpoint
CREATE INDEX "technicians_user_id_idx" ON "technicians" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "installation_order_devices_device_id_idx" ON "installation_order_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "installation_orders_owner_id_idx" ON "installation_orders" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "installation_orders_status_created_at_idx" ON "installation_orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "installation_orders_service_center_id_idx" ON "installation_orders" USING btree ("service_center_id");--> statement-breakpoint
CREATE INDEX "installation_orders_technician_id_idx" ON "installation_orders" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "tasks_device_id_idx" ON "tasks" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "tasks_service_order_id_idx" ON "tasks" USING btree ("service_order_id");--> statement-breakpoint
CREATE INDEX "tasks_status_created_at_idx" ON "tasks" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "attachments_service_order_id_idx" ON "attachments" USING btree ("service_order_id","kind") WHERE "attachments"."service_order_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_installation_order_id_idx" ON "attachments" USING btree ("installation_order_id") WHERE "attachments"."installation_order_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_installation_order_device_id_idx" ON "attachments" USING btree ("installation_order_device_id") WHERE "attachments"."installation_order_device_id" is not null;