ALTER TABLE "users" ADD COLUMN "role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owns_merchant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- docs/system.md "List": the user list read the roles held and merchant
-- ownership by subqueries per row, whose planning cost more than running a substring's page;
-- the row carries them now. users_recount_role (0021) keeps role_ids beside role.
CREATE OR REPLACE FUNCTION users_recount_role(uid bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET role = held.access, role_ids = held.ids
  FROM (
    SELECT CASE WHEN bool_or(r.access = 'admin') THEN 'admin'
                WHEN bool_or(r.access = 'op') THEN 'op'
                ELSE 'user' END AS access,
           coalesce(array_agg(r.id::int ORDER BY r.id), '{}') AS ids
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = uid
  ) AS held
  WHERE users.id = uid
    AND (users.role IS DISTINCT FROM held.access OR users.role_ids IS DISTINCT FROM held.ids)
$$;--> statement-breakpoint
CREATE FUNCTION users_recount_owner(uid bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET owns_merchant = held.owns
  FROM (
    SELECT exists(SELECT 1 FROM merchant_members m WHERE m.user_id = uid AND m.role = 'owner') AS owns
  ) AS held
  WHERE users.id = uid AND users.owns_merchant IS DISTINCT FROM held.owns
$$;--> statement-breakpoint
CREATE FUNCTION merchant_members_recount_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM users_recount_owner(OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM users_recount_owner(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER merchant_members_owner AFTER INSERT OR DELETE OR UPDATE OF role, user_id
  ON merchant_members FOR EACH ROW EXECUTE FUNCTION merchant_members_recount_owner();--> statement-breakpoint
UPDATE users AS u SET
  role_ids = coalesce(
    (SELECT array_agg(ur.role_id::int ORDER BY ur.role_id) FROM user_roles ur WHERE ur.user_id = u.id),
    '{}'),
  owns_merchant = exists(SELECT 1 FROM merchant_members m WHERE m.user_id = u.id AND m.role = 'owner');
