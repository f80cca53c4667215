CREATE TABLE "merchant_customers" (
	"merchant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"first_order_at" timestamp with time zone,
	"last_order_at" timestamp with time zone,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_customers_merchant_id_customer_id_pk" PRIMARY KEY("merchant_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_customers" ADD CONSTRAINT "merchant_customers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_customers" ADD CONSTRAINT "merchant_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_customers_spent_idx" ON "merchant_customers" USING btree ("merchant_id","spent_cents" DESC NULLS LAST,"customer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchant_customers_last_order_idx" ON "merchant_customers" USING btree ("merchant_id","last_order_at" DESC NULLS LAST,"customer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchant_customers_tags_idx" ON "merchant_customers" USING gin ("tags");--> statement-breakpoint
-- Adds to a merchant's customer: paid orders, spent cents (net of refunds), an order time,
-- ratings given. The row appears on the first contact (an order placed, a conversation opened).
-- A merchant or customer deleted in this transaction has nothing left to keep.
CREATE FUNCTION "merchant_customer_add"(merchant bigint, customer bigint, seen timestamptz,
    paid_orders integer, spent bigint, ordered timestamptz, rating integer, ratings integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "merchant_customers" ("merchant_id", "customer_id", "orders_count", "spent_cents",
      "first_order_at", "last_order_at", "rating_sum", "rating_count", "first_seen_at")
  SELECT merchant, customer, paid_orders, spent, ordered, ordered, rating, ratings, seen
  WHERE EXISTS (SELECT 1 FROM "merchants" WHERE "id" = merchant)
    AND EXISTS (SELECT 1 FROM "customers" WHERE "id" = customer)
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
-- What one order adds to its customer's figures: counted once paid; spent while paid and not
-- refunded (refunding still holds the money).
CREATE FUNCTION "order_customer_figures"(o "orders", OUT paid integer, OUT spent bigint,
    OUT ordered timestamptz)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (o.paid_at IS NOT NULL)::integer,
         CASE WHEN o.paid_at IS NOT NULL AND o.status <> 'refunded' THEN o.amount_cents ELSE 0 END,
         CASE WHEN o.paid_at IS NOT NULL THEN o.created_at END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_customer_book"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before record;
  after record;
BEGIN
  after := order_customer_figures(NEW);
  IF TG_OP = 'INSERT' THEN
    PERFORM merchant_customer_add(NEW.merchant_id, NEW.customer_id, NEW.created_at,
      after.paid, after.spent, after.ordered, 0, 0);
  ELSE
    before := order_customer_figures(OLD);
    PERFORM merchant_customer_add(NEW.merchant_id, NEW.customer_id, NEW.created_at,
      after.paid - before.paid, after.spent - before.spent, after.ordered, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, like the order tallies (0008): the row is taken after every other lock.
CREATE CONSTRAINT TRIGGER "orders_customer_book_insert" AFTER INSERT ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "orders_customer_book"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_customer_book_update" AFTER UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.status <> NEW.status OR OLD.amount_cents <> NEW.amount_cents
        OR OLD.paid_at IS DISTINCT FROM NEW.paid_at)
  EXECUTE FUNCTION "orders_customer_book"();
--> statement-breakpoint
CREATE FUNCTION "conversations_customer_book"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_customer_add(NEW.merchant_id, NEW.customer_id, NEW.created_at,
    0, 0, NULL, 0, 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "conversations_customer_book" AFTER INSERT ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "conversations_customer_book"();
--> statement-breakpoint
CREATE FUNCTION "reviews_customer_book"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM merchant_customer_add(NEW.merchant_id, NEW.customer_id, NEW.created_at,
    0, 0, NULL, NEW.rating, 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_customer_book" AFTER INSERT ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_customer_book"();
--> statement-breakpoint
INSERT INTO "merchant_customers" ("merchant_id", "customer_id", "orders_count", "spent_cents",
    "first_order_at", "last_order_at", "rating_sum", "rating_count", "first_seen_at")
  SELECT contact.merchant_id, contact.customer_id,
    coalesce(o.paid, 0), coalesce(o.spent, 0), o.first_order, o.last_order,
    coalesce(r.rating_sum, 0), coalesce(r.rating_count, 0), contact.seen
  FROM (
    SELECT merchant_id, customer_id, min(at) AS seen FROM (
      SELECT merchant_id, customer_id, created_at AS at FROM "orders"
      UNION ALL SELECT merchant_id, customer_id, created_at FROM "conversations"
      UNION ALL SELECT merchant_id, customer_id, created_at FROM "reviews"
    ) contacts GROUP BY merchant_id, customer_id
  ) contact
  LEFT JOIN (
    SELECT merchant_id, customer_id,
      count(*) FILTER (WHERE paid_at IS NOT NULL) AS paid,
      sum(amount_cents) FILTER (WHERE paid_at IS NOT NULL AND status <> 'refunded') AS spent,
      min(created_at) FILTER (WHERE paid_at IS NOT NULL) AS first_order,
      max(created_at) FILTER (WHERE paid_at IS NOT NULL) AS last_order
    FROM "orders" GROUP BY merchant_id, customer_id
  ) o ON o.merchant_id = contact.merchant_id AND o.customer_id = contact.customer_id
  LEFT JOIN (
    SELECT merchant_id, customer_id, sum(rating) AS rating_sum, count(*) AS rating_count
    FROM "reviews" GROUP BY merchant_id, customer_id
  ) r ON r.merchant_id = contact.merchant_id AND r.customer_id = contact.customer_id;
