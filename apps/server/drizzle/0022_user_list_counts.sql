CREATE TABLE "user_tallies" (
	"status" text NOT NULL,
	"gender" smallint NOT NULL,
	"slot" smallint NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_tallies_status_gender_slot_pk" PRIMARY KEY("status","gender","slot")
);
--> statement-breakpoint
-- docs/system.md "List", docs/testing.md "bench:users": the user list's total without a
-- substring or date filter is a sum of user_tallies, kept here by statement triggers (one upsert
-- per status, gender and slot a statement touched, not one per row).
INSERT INTO user_tallies (status, gender, slot, users)
SELECT status, coalesce(gender, 0), id % 8, count(*) FROM users GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION user_tallies_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_tallies AS t (status, gender, slot, users)
  SELECT status, coalesce(gender, 0), id % 8, sum(n) FROM (
    SELECT status, gender, id, 1 AS n FROM new_rows
  ) AS d
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (status, gender, slot) DO UPDATE SET users = t.users + excluded.users;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION user_tallies_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_tallies AS t (status, gender, slot, users)
  SELECT status, coalesce(gender, 0), id % 8, sum(n) FROM (
    SELECT status, gender, id, -1 AS n FROM old_rows
  ) AS d
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (status, gender, slot) DO UPDATE SET users = t.users + excluded.users;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION user_tallies_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_tallies AS t (status, gender, slot, users)
  SELECT status, coalesce(gender, 0), id % 8, sum(n) FROM (
    SELECT status, gender, id, -1 AS n FROM old_rows
    UNION ALL
    SELECT status, gender, id, 1 FROM new_rows
  ) AS d
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (status, gender, slot) DO UPDATE SET users = t.users + excluded.users;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_tally_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_tallies_insert();--> statement-breakpoint
CREATE TRIGGER users_tally_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_tallies_delete();--> statement-breakpoint
CREATE TRIGGER users_tally_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_tallies_update();--> statement-breakpoint
-- A name filter of one or two characters (a Chinese surname) has no trigram to look up: the
-- name's characters, lower case, as an array (docs/testing.md, bench:users).
CREATE INDEX users_nickname_chars_idx ON users USING gin (string_to_array(lower(nickname), NULL));
