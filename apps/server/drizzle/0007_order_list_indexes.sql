DROP INDEX "orders_merchant_mobile_rev_idx";--> statement-breakpoint
CREATE INDEX "orders_merchant_status_created_idx" ON "orders" USING btree ("merchant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_merchant_status_paid_idx" ON "orders" USING btree ("merchant_id","status","paid_at","id");--> statement-breakpoint
CREATE INDEX "orders_merchant_mobile_tail_idx" ON "orders" USING btree ("merchant_id",right("contact_mobile", 4),"id");