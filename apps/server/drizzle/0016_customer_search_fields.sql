DROP INDEX "merchant_customers_spent_idx";--> statement-breakpoint
DROP INDEX "merchant_customers_last_order_idx";--> statement-breakpoint
ALTER TABLE "merchant_customers" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_customers" ADD COLUMN "name_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_customers" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_customers_customer_idx" ON "merchant_customers" USING btree ("customer_id");--> statement-breakpoint
-- The customer's search fields on each of their book rows (docs/customers.md "List": a search
-- joined every row it looked at to the platform's customers; now it reads the merchant's book
-- alone).
UPDATE "merchant_customers" m
  SET "name" = c."name", "name_initials" = c."name_initials", "mobile" = c."mobile"
  FROM "customers" c WHERE c."id" = m."customer_id";
--> statement-breakpoint
CREATE INDEX "merchant_customers_mobile_tail_idx" ON "merchant_customers" USING btree ("merchant_id",right("mobile", 4));--> statement-breakpoint
-- The list's two sorts (schema-customer-book.ts): the sort key in the list's exact order (by
-- last order, customers without one last, as a key without NULLs so a cursor is one row
-- comparison), and the filtered columns INCLUDEd, so a page filtered by tags or keyword is an
-- index-only scan that checks each entry there (drizzle-kit cannot declare either).
CREATE INDEX "merchant_customers_last_order_idx" ON "merchant_customers" USING btree ("merchant_id", coalesce("last_order_at", '-infinity'::timestamptz) DESC, "customer_id" DESC) INCLUDE ("last_order_at", "tags", "name", "name_initials");--> statement-breakpoint
CREATE INDEX "merchant_customers_spent_idx" ON "merchant_customers" USING btree ("merchant_id", "spent_cents" DESC, "customer_id" DESC) INCLUDE ("tags", "name", "name_initials");--> statement-breakpoint
-- As in 0014, and a new row takes the customer's name, initials and mobile.
CREATE OR REPLACE FUNCTION "merchant_customer_add"(merchant bigint, customer bigint, seen timestamptz,
    paid_orders integer, spent bigint, ordered timestamptz, rating integer, ratings integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "merchant_customers" ("merchant_id", "customer_id", "orders_count", "spent_cents",
      "first_order_at", "last_order_at", "rating_sum", "rating_count", "first_seen_at",
      "name", "name_initials", "mobile")
  SELECT merchant, customer, paid_orders, spent, ordered, ordered, rating, ratings, seen,
      c."name", c."name_initials", c."mobile"
  FROM "customers" c
  WHERE c."id" = customer AND EXISTS (SELECT 1 FROM "merchants" WHERE "id" = merchant)
  ON CONFLICT ("merchant_id", "customer_id") DO UPDATE
    SET "orders_count" = "merchant_customers"."orders_count" + excluded."orders_count",
        "spent_cents" = "merchant_customers"."spent_cents" + excluded."spent_cents",
        "first_order_at" = least("merchant_customers"."first_order_at", excluded."first_order_at"),
        "last_order_at" = greatest("merchant_customers"."last_order_at", excluded."last_order_at"),
        "rating_sum" = "merchant_customers"."rating_sum" + excluded."rating_sum",
        "rating_count" = "merchant_customers"."rating_count" + excluded."rating_count",
        "first_seen_at" = least("merchant_customers"."first_seen_at", excluded."first_seen_at")
$$;
--> statement-breakpoint
-- A customer's new name or mobile reaches their row in every merchant's book, in the same
-- transaction.
CREATE FUNCTION "customers_book_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "merchant_customers"
    SET "name" = NEW."name", "name_initials" = NEW."name_initials", "mobile" = NEW."mobile"
    WHERE "customer_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_book_copy" AFTER UPDATE ON "customers"
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name"
        OR OLD."name_initials" IS DISTINCT FROM NEW."name_initials"
        OR OLD."mobile" IS DISTINCT FROM NEW."mobile")
  EXECUTE FUNCTION "customers_book_copy"();
