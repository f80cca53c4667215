CREATE INDEX "merchant_records_merchant_id_idx" ON "merchant_records" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "activities_merchant_status_idx" ON "activities" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "activities_storefront_idx" ON "activities" USING btree ("start_at","id") WHERE "activities"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "activities_cover_image_idx" ON "activities" USING btree ("cover_image_id");