CREATE TABLE "chat_offline_alerts" (
	"merchant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "chat_offline_alerts_merchant_id_user_id_pk" PRIMARY KEY("merchant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_offline_notices" (
	"conversation_id" bigint PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_targets" ADD COLUMN "away_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_offline_alerts" ADD CONSTRAINT "chat_offline_alerts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offline_alerts" ADD CONSTRAINT "chat_offline_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_offline_notices" ADD CONSTRAINT "chat_offline_notices_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;