CREATE TABLE "order_days" (
	"merchant_id" bigint NOT NULL,
	"day" date NOT NULL,
	"activity_id" bigint NOT NULL,
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_days_merchant_id_day_activity_id_status_slot_pk" PRIMARY KEY("merchant_id","day","activity_id","status","slot")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_customers_first_order_idx" ON "merchant_customers" USING btree ("merchant_id","first_order_at");--> statement-breakpoint
-- The merchant's calendar day of an instant: days are the merchant's days (docs/home.md).
CREATE FUNCTION "merchant_day"(merchant bigint, at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE coalesce(
    (SELECT "time_zone" FROM "merchants" WHERE "id" = merchant), 'Asia/Shanghai'))::date
$$;
--> statement-breakpoint
-- Adds n orders and their amount to a merchant's day, activity and status, in the slot of this
-- transaction (4 slots: concurrent orders of one activity today do not queue on one row).
CREATE FUNCTION "order_day_add"(merchant bigint, order_day date, activity bigint,
    order_status text, n bigint, amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_days" ("merchant_id", "day", "activity_id", "status", "slot", "orders",
      "amount_cents")
  SELECT merchant, order_day, activity, order_status, (txid_current() % 4)::smallint, n, amount
  WHERE EXISTS (SELECT 1 FROM "merchants" WHERE "id" = merchant)
  ON CONFLICT ("merchant_id", "day", "activity_id", "status", "slot") DO UPDATE
    SET "orders" = "order_days"."orders" + excluded."orders",
        "amount_cents" = "order_days"."amount_cents" + excluded."amount_cents"
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_day"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_day date;
  after_day date;
  scope integer;
  old_activity bigint;
  new_activity bigint;
BEGIN
  IF TG_OP <> 'INSERT' THEN before_day := merchant_day(OLD.merchant_id, OLD.created_at); END IF;
  IF TG_OP <> 'DELETE' THEN after_day := merchant_day(NEW.merchant_id, NEW.created_at); END IF;
  -- Twice: the merchant's row of the day (activity 0, what the figures and the chart read),
  -- then the activity's (the funnel). Rows are taken in key order: activity 0 first, then by
  -- status, so two transactions never wait on each other in a circle.
  FOR scope IN 0..1 LOOP
    IF TG_OP <> 'INSERT' THEN
      old_activity := CASE WHEN scope = 0 THEN 0 ELSE OLD.activity_id END;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      new_activity := CASE WHEN scope = 0 THEN 0 ELSE NEW.activity_id END;
    END IF;
    IF TG_OP = 'INSERT' THEN
      PERFORM order_day_add(NEW.merchant_id, after_day, new_activity, NEW.status, 1,
        NEW.amount_cents);
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM order_day_add(OLD.merchant_id, before_day, old_activity, OLD.status, -1,
        -OLD.amount_cents);
    ELSIF (OLD.merchant_id, before_day, old_activity, OLD.status)
        = (NEW.merchant_id, after_day, new_activity, NEW.status) THEN
      PERFORM order_day_add(NEW.merchant_id, after_day, new_activity, NEW.status, 0,
        NEW.amount_cents - OLD.amount_cents);
    ELSIF (OLD.merchant_id, before_day, old_activity, OLD.status)
        < (NEW.merchant_id, after_day, new_activity, NEW.status) THEN
      PERFORM order_day_add(OLD.merchant_id, before_day, old_activity, OLD.status, -1,
        -OLD.amount_cents);
      PERFORM order_day_add(NEW.merchant_id, after_day, new_activity, NEW.status, 1,
        NEW.amount_cents);
    ELSE
      PERFORM order_day_add(NEW.merchant_id, after_day, new_activity, NEW.status, 1,
        NEW.amount_cents);
      PERFORM order_day_add(OLD.merchant_id, before_day, old_activity, OLD.status, -1,
        -OLD.amount_cents);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, like the tallies (0008): the rows are taken after every other lock.
CREATE CONSTRAINT TRIGGER "orders_day_insert_delete" AFTER INSERT OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "orders_day"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_day_update" AFTER UPDATE ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.merchant_id <> NEW.merchant_id OR OLD.status <> NEW.status
        OR OLD.amount_cents <> NEW.amount_cents OR OLD.activity_id <> NEW.activity_id
        OR OLD.created_at <> NEW.created_at)
  EXECUTE FUNCTION "orders_day"();
--> statement-breakpoint
-- Counts a merchant's days again from its orders (a changed time zone moves every bucket).
CREATE FUNCTION "order_days_recount"(merchant bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "order_days" WHERE "merchant_id" = merchant;
  INSERT INTO "order_days" ("merchant_id", "day", "activity_id", "status", "slot", "orders",
      "amount_cents")
  SELECT o."merchant_id", (o."created_at" AT TIME ZONE m."time_zone")::date,
      coalesce(o."activity_id", 0), o."status", 0, count(*), coalesce(sum(o."amount_cents"), 0)
  FROM "orders" o JOIN "merchants" m ON m."id" = o."merchant_id"
  WHERE o."merchant_id" = merchant
  -- Each activity's rows and the merchant's (activity 0: NULL from the grouping set).
  GROUP BY GROUPING SETS ((o."merchant_id", (o."created_at" AT TIME ZONE m."time_zone")::date, o."activity_id", o."status"),
      (o."merchant_id", (o."created_at" AT TIME ZONE m."time_zone")::date, o."status"))
  -- An order committed meanwhile added its own row (slot 0 by chance): add to it, as it does.
  ON CONFLICT ("merchant_id", "day", "activity_id", "status", "slot") DO UPDATE
    SET "orders" = "order_days"."orders" + excluded."orders",
        "amount_cents" = "order_days"."amount_cents" + excluded."amount_cents";
$$;
--> statement-breakpoint
INSERT INTO "order_days" ("merchant_id", "day", "activity_id", "status", "slot", "orders",
    "amount_cents")
  SELECT o."merchant_id", (o."created_at" AT TIME ZONE m."time_zone")::date,
    coalesce(o."activity_id", 0), o."status", 0, count(*), coalesce(sum(o."amount_cents"), 0)
  FROM "orders" o JOIN "merchants" m ON m."id" = o."merchant_id"
  GROUP BY GROUPING SETS ((o."merchant_id", (o."created_at" AT TIME ZONE m."time_zone")::date, o."activity_id", o."status"),
      (o."merchant_id", (o."created_at" AT TIME ZONE m."time_zone")::date, o."status"));
