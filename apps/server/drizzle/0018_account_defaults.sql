ALTER TABLE "users" ADD COLUMN "default_merchant_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_image_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_merchant_id_merchants_id_fk" FOREIGN KEY ("default_merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;