CREATE TABLE "user_name_grams" (
	"gram" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" bigint NOT NULL,
	"gender" smallint,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_name_grams_idx" ON "user_name_grams" USING btree ("gram","created_at","user_id","gender","active");--> statement-breakpoint
-- docs/system.md "List", docs/testing.md "bench:users": the pieces of
-- one to three characters of a name, lower case, each once.
CREATE FUNCTION user_name_grams_of(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(l.s, i, n)), '{}')
  FROM (SELECT lower(name) AS s) AS l, generate_series(1, char_length(l.s)) AS i, generate_series(1, 3) AS n
  WHERE i + n - 1 <= char_length(l.s)
$$;--> statement-breakpoint
INSERT INTO user_name_grams (gram, created_at, user_id, gender, active)
SELECT g, u.created_at, u.id, u.gender, u.status = 'active'
FROM users AS u, unnest(user_name_grams_of(u.nickname)) AS g;--> statement-breakpoint
-- A row trigger: its statements find a user's pieces by the index (the pieces of the old name,
-- the old sign-up time, the id), where a statement trigger's join would be planned blind.
CREATE FUNCTION user_name_grams_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM user_name_grams
    WHERE gram = ANY (user_name_grams_of(OLD.nickname))
      AND created_at = OLD.created_at AND user_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO user_name_grams (gram, created_at, user_id, gender, active)
    SELECT g, NEW.created_at, NEW.id, NEW.gender, NEW.status = 'active'
    FROM unnest(user_name_grams_of(NEW.nickname)) AS g;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_name_grams_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION user_name_grams_keep();--> statement-breakpoint
CREATE TRIGGER users_name_grams_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION user_name_grams_keep();--> statement-breakpoint
CREATE TRIGGER users_name_grams_update AFTER UPDATE OF nickname, created_at, gender, status ON users
  FOR EACH ROW
  WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.gender IS DISTINCT FROM NEW.gender OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION user_name_grams_keep();
