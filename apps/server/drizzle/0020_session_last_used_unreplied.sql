ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_stats" ADD COLUMN "unreplied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reviews without a reply so far, per merchant (scope 0), activity and star (docs/home.md "To-dos":
-- the home's to-do reads this instead of counting reviews).
UPDATE "review_stats" s SET "unreplied" = r.n
FROM (
  SELECT "merchant_id", scopes.scope, "rating", count(*)::int AS n
  FROM "reviews", LATERAL (VALUES (0::bigint), ("activity_id")) scopes(scope)
  WHERE "reply_at" IS NULL
  GROUP BY 1, 2, 3
) r
WHERE s."merchant_id" = r."merchant_id" AND s."scope_id" = r.scope AND s."rating" = r."rating";
