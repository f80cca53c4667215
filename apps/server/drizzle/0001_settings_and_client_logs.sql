CREATE TABLE "client_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"merchant_id" bigint,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"time" text NOT NULL,
	"url" text NOT NULL,
	"route" text,
	"app_version" text,
	"extra" jsonb,
	"user_agent" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_logs_type_check" CHECK ("client_logs"."type" in ('info', 'error'))
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"locale" text,
	"layout" jsonb NOT NULL,
	"tabs" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_settings_locale_check" CHECK ("user_settings"."locale" in ('zh-CN', 'en-US')),
	CONSTRAINT "user_settings_version_check" CHECK ("user_settings"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_logs_user_id_created_at_idx" ON "client_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "client_logs_ip_created_at_idx" ON "client_logs" USING btree ("ip","created_at");