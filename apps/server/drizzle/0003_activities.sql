CREATE TABLE "activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" bigint NOT NULL,
	"created_by" bigint,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"cover_image_id" bigint,
	"category" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mode" text DEFAULT 'offline' NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"district_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"signup_deadline" timestamp with time zone,
	"capacity" integer,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activities_status_check" CHECK ("activities"."status" in ('draft', 'pending', 'approved', 'rejected', 'offline')),
	CONSTRAINT "activities_mode_check" CHECK ("activities"."mode" in ('offline', 'online')),
	CONSTRAINT "activities_price_check" CHECK ("activities"."price_cents" >= 0),
	CONSTRAINT "activities_capacity_check" CHECK ("activities"."capacity" is null or "activities"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_merchant_id_idx" ON "activities" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "activities_merchant_start_idx" ON "activities" USING btree ("merchant_id","start_at","id");