CREATE TABLE "chat_assignment" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"capacity" integer NOT NULL,
	"return_after_minutes" integer NOT NULL,
	"turn" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_assignment_turns" (
	"merchant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"turn" bigint NOT NULL,
	CONSTRAINT "chat_assignment_turns_merchant_id_user_id_pk" PRIMARY KEY("merchant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_presence" (
	"node_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"gone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "staff_presence_node_id_user_id_pk" PRIMARY KEY("node_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_assignment" ADD CONSTRAINT "chat_assignment_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_assignment_turns" ADD CONSTRAINT "chat_assignment_turns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_assignment_turns" ADD CONSTRAINT "chat_assignment_turns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_presence" ADD CONSTRAINT "staff_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_presence_user_idx" ON "staff_presence" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "conversations_queue_idx" ON "conversations" USING btree ("merchant_id","queued_at","id") WHERE "conversations"."queued_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_assignee_open_idx" ON "conversations" USING btree ("merchant_id","assignee_id") WHERE "conversations"."status" <> 'resolved';