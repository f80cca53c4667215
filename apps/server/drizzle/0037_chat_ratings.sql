CREATE TABLE "chat_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"resolution" integer NOT NULL,
	"member_id" bigint,
	"asked_at" timestamp with time zone NOT NULL,
	"rating" smallint,
	"comment" text,
	"rated_at" timestamp with time zone,
	CONSTRAINT "chat_ratings_rating_check" CHECK ("chat_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_ratings_resolution_idx" ON "chat_ratings" USING btree ("conversation_id","resolution");--> statement-breakpoint
CREATE INDEX "chat_ratings_merchant_idx" ON "chat_ratings" USING btree ("merchant_id","rated_at");