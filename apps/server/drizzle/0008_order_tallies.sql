CREATE TABLE "order_tallies" (
	"merchant_id" bigint NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_tallies_merchant_id_status_slot_pk" PRIMARY KEY("merchant_id","status","slot")
);
--> statement-breakpoint
ALTER TABLE "order_tallies" ADD CONSTRAINT "order_tallies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds n orders and their amount to a merchant's status, in the slot of this transaction; a
-- merchant deleted in this transaction (its orders go with it) has no tallies left to keep.
CREATE FUNCTION "order_tally_add"(merchant bigint, order_status text, n bigint, amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_tallies" ("merchant_id", "status", "slot", "orders", "amount_cents")
  SELECT merchant, order_status, (txid_current() % 8)::smallint, n, amount
  WHERE EXISTS (SELECT 1 FROM "merchants" WHERE "id" = merchant)
  ON CONFLICT ("merchant_id", "status", "slot") DO UPDATE
    SET "orders" = "order_tallies"."orders" + excluded."orders",
        "amount_cents" = "order_tallies"."amount_cents" + excluded."amount_cents"
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_tally_add(NEW.merchant_id, NEW.status, 1, NEW.amount_cents);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM order_tally_add(OLD.merchant_id, OLD.status, -1, -OLD.amount_cents);
  ELSIF (OLD.merchant_id, OLD.status) = (NEW.merchant_id, NEW.status) THEN
    PERFORM order_tally_add(NEW.merchant_id, NEW.status, 0, NEW.amount_cents - OLD.amount_cents);
  ELSIF (OLD.merchant_id, OLD.status) < (NEW.merchant_id, NEW.status) THEN
    -- Two rows, locked in key order: two transactions never wait on each other in a circle.
    PERFORM order_tally_add(OLD.merchant_id, OLD.status, -1, -OLD.amount_cents);
    PERFORM order_tally_add(NEW.merchant_id, NEW.status, 1, NEW.amount_cents);
  ELSE
    PERFORM order_tally_add(NEW.merchant_id, NEW.status, 1, NEW.amount_cents);
    PERFORM order_tally_add(OLD.merchant_id, OLD.status, -1, -OLD.amount_cents);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: a transaction takes the tally rows after every other lock it needs
-- (an order, an activity's places), so no two can wait on each other through them.
CREATE CONSTRAINT TRIGGER "orders_tally_insert_delete" AFTER INSERT OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "orders_tally"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_tally_update" AFTER UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.merchant_id <> NEW.merchant_id OR OLD.status <> NEW.status
        OR OLD.amount_cents <> NEW.amount_cents)
  EXECUTE FUNCTION "orders_tally"();
--> statement-breakpoint
INSERT INTO "order_tallies" ("merchant_id", "status", "slot", "orders", "amount_cents")
  SELECT "merchant_id", "status", 0, count(*), coalesce(sum("amount_cents"), 0)
  FROM "orders" GROUP BY "merchant_id", "status";
