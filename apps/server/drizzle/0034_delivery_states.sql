ALTER TABLE "conversations" ADD COLUMN "customer_delivered_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "staff_delivered_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "staff_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What was read before delivery states existed counts as delivered and read (docs/chat.md
-- "Delivery states"): a member's read mark, the customer's read seq.
UPDATE "conversations" SET
  "staff_read_seq" = coalesce((SELECT max(r."seq") FROM "conversation_reads" r WHERE r."conversation_id" = "conversations"."id"), 0),
  "customer_delivered_seq" = "customer_read_seq";--> statement-breakpoint
UPDATE "conversations" SET "staff_delivered_seq" = "staff_read_seq";
