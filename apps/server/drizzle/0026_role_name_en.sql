ALTER TABLE "roles" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The built-in roles' English names (migration 0021 seeded the Chinese ones); a role an admin
-- already named in English keeps it.
UPDATE "roles" SET "name_en" = CASE "key"
  WHEN 'ROLE_USER' THEN 'User'
  WHEN 'ROLE_OP' THEN 'Operations'
  WHEN 'ROLE_ADMIN' THEN 'Administrator'
END
WHERE "key" IN ('ROLE_USER', 'ROLE_OP', 'ROLE_ADMIN') AND "name_en" = '';
