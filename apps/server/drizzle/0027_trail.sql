CREATE TABLE "trail_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trail_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" bigint NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "trail_entries_actor_type_check" CHECK ("trail_entries"."actor_type" in ('member', 'operator', 'customer', 'system'))
);
--> statement-breakpoint
CREATE TABLE "trail_heads" (
	"scope" bigint PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"checkpoint_seq" bigint DEFAULT 0 NOT NULL,
	"checkpoint_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trail_entries_scope_seq_idx" ON "trail_entries" USING btree ("scope","seq");--> statement-breakpoint
CREATE INDEX "trail_entries_scope_at_idx" ON "trail_entries" USING btree ("scope","at","id");--> statement-breakpoint
CREATE INDEX "trail_entries_actor_idx" ON "trail_entries" USING btree ("scope","actor_type","actor_id","at","id");--> statement-breakpoint
CREATE INDEX "trail_entries_object_idx" ON "trail_entries" USING btree ("scope","object_type","object_id","at","id");--> statement-breakpoint
CREATE INDEX "trail_entries_action_idx" ON "trail_entries" USING btree ("scope","action","at","id");--> statement-breakpoint
-- docs/trail.md "The chain": an entry's hash covers the previous entry's hash and every field of
-- its own, as a JSON array (so no field can run into the next) with the time in microseconds
-- since the epoch (independent of the session's time zone). Written and checked by this one
-- function.
CREATE FUNCTION trail_hash(
  prev text, scope bigint, seq bigint, at timestamptz, actor_type text, actor_id bigint,
  actor_name text, action text, object_type text, object_id bigint, before jsonb, after jsonb,
  ip text, user_agent text, request_id text
) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    prev, scope, seq, (extract(epoch FROM at) * 1000000)::bigint, actor_type, actor_id,
    actor_name, action, object_type, object_id, before, after, ip, user_agent, request_id
  )::text, 'UTF8')), 'hex')
$$;
