CREATE TABLE "audit_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"merchant_id" bigint,
	"submitter_id" bigint NOT NULL,
	"title" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_submissions_kind_check" CHECK ("audit_submissions"."kind" in ('record', 'licence', 'activity')),
	CONSTRAINT "audit_submissions_status_check" CHECK ("audit_submissions"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "merchant_licences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" bigint NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"subject_type" text NOT NULL,
	"holder_name" text NOT NULL,
	"credential_number" text NOT NULL,
	"image_ids" bigint[] NOT NULL,
	"legal_person" text NOT NULL,
	"legal_id_number" text NOT NULL,
	"valid_until" date NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"reject_reason" text,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "merchant_licences_merchant_id_unique" UNIQUE("merchant_id"),
	CONSTRAINT "merchant_licences_status_check" CHECK ("merchant_licences"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "merchant_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"merchant_id" bigint,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"contact_mail" text DEFAULT '' NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"district_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"credit_code" text DEFAULT '' NOT NULL,
	"legal_person" text DEFAULT '' NOT NULL,
	"licence_image_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_records_status_check" CHECK ("merchant_records"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "upload_blobs" (
	"upload_id" bigint PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"ref_id" bigint,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_messages_type_check" CHECK ("user_messages"."type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "audit_submissions" ADD CONSTRAINT "audit_submissions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_submissions" ADD CONSTRAINT "audit_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_submissions" ADD CONSTRAINT "audit_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_licences" ADD CONSTRAINT "merchant_licences_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_licences" ADD CONSTRAINT "merchant_licences_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_records" ADD CONSTRAINT "merchant_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_records" ADD CONSTRAINT "merchant_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_records" ADD CONSTRAINT "merchant_records_licence_image_id_uploads_id_fk" FOREIGN KEY ("licence_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_blobs" ADD CONSTRAINT "upload_blobs_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_submissions_kind_status_id_idx" ON "audit_submissions" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "audit_submissions_subject_idx" ON "audit_submissions" USING btree ("kind","subject_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_submissions_one_pending_idx" ON "audit_submissions" USING btree ("kind","subject_id") WHERE "audit_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_records_user_id_idx" ON "merchant_records" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_records_one_pending_idx" ON "merchant_records" USING btree ("user_id") WHERE "merchant_records"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_messages_user_type_id_idx" ON "user_messages" USING btree ("user_id","type","id");--> statement-breakpoint
CREATE INDEX "user_messages_unread_idx" ON "user_messages" USING btree ("user_id","type") WHERE not "user_messages"."is_read";