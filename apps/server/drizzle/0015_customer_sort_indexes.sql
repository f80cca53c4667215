DROP INDEX "merchant_customers_spent_idx";--> statement-breakpoint
DROP INDEX "merchant_customers_last_order_idx";--> statement-breakpoint
CREATE INDEX "merchant_customers_spent_idx" ON "merchant_customers" USING btree ("merchant_id","spent_cents" DESC NULLS FIRST,"customer_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "merchant_customers_last_order_idx" ON "merchant_customers" USING btree ("merchant_id","last_order_at" DESC NULLS LAST,"customer_id" DESC NULLS FIRST);