CREATE TABLE "chat_response_waits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_response_waits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"met" boolean
);
--> statement-breakpoint
CREATE TABLE "chat_targets" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"business_hours" text,
	"first_response_minutes" integer,
	"next_response_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "replied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "response_kind" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_response_waits" ADD CONSTRAINT "chat_response_waits_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_response_waits" ADD CONSTRAINT "chat_response_waits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_targets" ADD CONSTRAINT "chat_targets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_response_waits_conversation_idx" ON "chat_response_waits" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_response_waits_merchant_idx" ON "chat_response_waits" USING btree ("merchant_id","started_at");--> statement-breakpoint
-- Conversations staff answered are waiting, if at all, for a next answer (a resolved one starts
-- again from a first); what waits now has its wait recorded, without a deadline until targets
-- are set (docs/chat.md "Response targets").
UPDATE "conversations" c SET "replied" = true
  WHERE c."status" <> 'resolved'
    AND EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."sender" = 'staff');--> statement-breakpoint
UPDATE "conversations" SET "response_kind" = CASE WHEN "replied" THEN 'next' ELSE 'first' END
  WHERE "awaiting_since" IS NOT NULL;--> statement-breakpoint
INSERT INTO "chat_response_waits" ("conversation_id", "merchant_id", "kind", "started_at")
  SELECT "id", "merchant_id", "response_kind", "awaiting_since" FROM "conversations"
  WHERE "awaiting_since" IS NOT NULL;
