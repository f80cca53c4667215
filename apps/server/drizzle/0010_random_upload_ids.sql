ALTER TABLE "uploads" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
CREATE INDEX "merchant_licences_image_ids_idx" ON "merchant_licences" USING gin ("image_ids");--> statement-breakpoint
CREATE INDEX "merchant_records_licence_image_idx" ON "merchant_records" USING btree ("licence_image_id");--> statement-breakpoint
CREATE INDEX "shop_profiles_logo_image_idx" ON "shop_profiles" USING btree ("logo_image_id");--> statement-breakpoint
CREATE INDEX "shop_profiles_cover_image_idx" ON "shop_profiles" USING btree ("cover_image_id");