CREATE TABLE "menu_nodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"kind" text DEFAULT 'menu' NOT NULL,
	"header" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"path" text,
	"name" text NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_nodes_name_unique" UNIQUE("name"),
	CONSTRAINT "menu_nodes_kind_check" CHECK ("menu_nodes"."kind" in ('menu', 'action'))
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"access" text DEFAULT 'user' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_key_unique" UNIQUE("key"),
	CONSTRAINT "roles_access_check" CHECK ("roles"."access" in ('user', 'op', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "system_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"target" text NOT NULL,
	"target_id" bigint NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_nodes" ADD CONSTRAINT "menu_nodes_parent_id_menu_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menu_nodes_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_changes" ADD CONSTRAINT "system_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_nodes_parent_idx" ON "menu_nodes" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "role_menus_menu_id_idx" ON "role_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_one_default_idx" ON "roles" USING btree ("is_default") WHERE "roles"."is_default";--> statement-breakpoint
CREATE INDEX "system_changes_at_idx" ON "system_changes" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "system_changes_target_idx" ON "system_changes" USING btree ("target","target_id","at");--> statement-breakpoint
CREATE INDEX "system_changes_actor_idx" ON "system_changes" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "user_roles_role_id_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_nickname_idx" ON "users" USING btree ("nickname","id");--> statement-breakpoint
CREATE INDEX "users_birthday_idx" ON "users" USING btree ("birthday","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" in (1, 2));--> statement-breakpoint
-- docs/system.md "Users". An account name from a mail: its local part, lower case, only
-- [a-z0-9_.-], starting with a letter, at least 3 characters.
CREATE FUNCTION account_base(mail text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(a) < 3 THEN rpad(a, 3, 'x') ELSE a END
  FROM (SELECT CASE WHEN b ~ '^[a-z]' THEN b ELSE 'u' || b END AS a
        FROM (SELECT left(regexp_replace(lower(split_part(mail, '@', 1)), '[^a-z0-9_.-]', '', 'g'), 24) AS b) AS m) AS s
$$;--> statement-breakpoint
WITH named AS (
  SELECT id, account_base(mail) AS base,
         row_number() OVER (PARTITION BY account_base(mail) ORDER BY id) AS nth
  FROM users
)
UPDATE users SET account = CASE WHEN named.nth = 1 THEN named.base ELSE named.base || '-' || users.id END
FROM named WHERE named.id = users.id;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_unique" UNIQUE("account");--> statement-breakpoint
-- A user inserted without an account gets one from the mail (suffixed with the id when taken;
-- the lock makes two sign-ups with the same local part wait for each other).
CREATE FUNCTION users_fill_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
BEGIN
  IF NEW.account IS NULL OR NEW.account = '' THEN
    base := account_base(NEW.mail);
    PERFORM pg_advisory_xact_lock(hashtext('users.account:' || base));
    IF EXISTS (SELECT 1 FROM users WHERE account = base) THEN
      base := base || '-' || NEW.id;
    END IF;
    NEW.account := base;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_fill_account BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_fill_account();--> statement-breakpoint
-- spec §5 substring filters on 100,000 users: trigram indexes (docs/system.md "List").
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX users_nickname_trgm_idx ON users USING gin (nickname gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_mobile_trgm_idx ON users USING gin (mobile gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_mail_trgm_idx ON users USING gin (mail gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_account_trgm_idx ON users USING gin (account gin_trgm_ops);--> statement-breakpoint
CREATE INDEX users_id_trgm_idx ON users USING gin ((id::text) gin_trgm_ops);--> statement-breakpoint
-- users.role is the highest access of the roles held: kept here whatever changes the roles.
CREATE FUNCTION users_recount_role(uid bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET role = held.access
  FROM (
    SELECT CASE WHEN bool_or(r.access = 'admin') THEN 'admin'
                WHEN bool_or(r.access = 'op') THEN 'op'
                ELSE 'user' END AS access
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = uid
  ) AS held
  WHERE users.id = uid AND users.role IS DISTINCT FROM held.access
$$;--> statement-breakpoint
CREATE FUNCTION user_roles_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM users_recount_role(OLD.user_id);
  ELSE
    PERFORM users_recount_role(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_roles_recount AFTER INSERT OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION user_roles_recount();--> statement-breakpoint
CREATE FUNCTION roles_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM users_recount_role(ur.user_id) FROM user_roles ur WHERE ur.role_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER roles_recount AFTER UPDATE OF access ON roles
  FOR EACH ROW WHEN (OLD.access IS DISTINCT FROM NEW.access) EXECUTE FUNCTION roles_recount();--> statement-breakpoint
-- A new user holds the built-in role of the access it was inserted with (the demo admin), or
-- the default role (a sign-up); system management then sets the roles it was given.
CREATE FUNCTION users_first_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_roles (user_id, role_id)
  SELECT NEW.id, r.id FROM roles r
  WHERE CASE NEW.role WHEN 'admin' THEN r.key = 'ROLE_ADMIN'
                      WHEN 'op' THEN r.key = 'ROLE_OP'
                      ELSE r.is_default END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_first_role AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_first_role();--> statement-breakpoint
INSERT INTO roles (key, name, description, access, is_default, built_in) VALUES
  ('ROLE_USER', '普通用户', 'Ordinary users: the merchant pages', 'user', true, true),
  ('ROLE_OP', '运营', 'Operations: audits and the front-end log as well', 'op', false, true),
  ('ROLE_ADMIN', '管理员', 'Administrators: everything, system management included', 'admin', false, true);--> statement-breakpoint
INSERT INTO menu_nodes (name, kind, header, title, title_en, path, icon, sort_order) VALUES
  ('header-home', 'menu', true, '首页', 'Home', '/', 'home', 0),
  ('header-log', 'menu', true, '日志', 'Log', '/log', 'log', 1),
  ('home', 'menu', false, '首页', 'Home', '/home', 'home', 0),
  ('activity', 'menu', false, '活动管理', 'Activities', '/activity', 'activity', 1),
  ('shop', 'menu', false, '店铺管理', 'Shop', '/shop', 'shop', 2),
  ('cc', 'menu', false, '客户沟通', 'Customer communication', '/cc', 'cc', 3),
  ('eva', 'menu', false, '评价与客户管理', 'Reviews & customers', '/eva', 'eva', 4),
  ('account', 'menu', false, '账户管理', 'Account', '/account', 'account', 5),
  ('record', 'menu', false, '商户入驻信息', 'Merchant information', '/record', 'record', 6),
  ('log', 'menu', false, '前端日志', 'Front-end log', '/log', 'log', 7),
  ('audit', 'menu', false, '审核中心', 'Audit centre', '/audit', 'audit', 8),
  ('system', 'menu', false, '系统管理', 'System management', '/system', 'system', 9),
  ('i18n', 'menu', false, '国际化', 'Internationalization', '/i18n', 'i18n', 10);--> statement-breakpoint
INSERT INTO menu_nodes (parent_id, name, kind, title, title_en, path, icon, sort_order)
SELECT p.id, c.name, 'menu', c.title, c.title_en, c.path, c.icon, c.sort_order
FROM (VALUES
  ('activity', 'activity-list', '列表', 'List', '/activity/list', NULL, 0),
  ('shop', 'shop-info', '店铺信息', 'Shop information', '/shop/info', NULL, 0),
  ('shop', 'shop-order', '订单管理', 'Orders', '/shop/order', NULL, 1),
  ('account', 'account-mine', '我的账户', 'My account', '/account/mine', NULL, 0),
  ('account', 'account-sub', '子账号与权限', 'Sub-accounts & permissions', '/account/sub', NULL, 1),
  ('account', 'account-license', '签约资质', 'Signing qualification', '/account/license', NULL, 2),
  ('audit', 'audit-records', '商户资料审核', 'Merchant records', '/audit/records', NULL, 0),
  ('audit', 'audit-licences', '签约资质审核', 'Signing licences', '/audit/licences', NULL, 1),
  ('audit', 'audit-activities', '活动审核', 'Activities', '/audit/activities', NULL, 2),
  ('system', 'system-user', '用户管理', 'Users', '/system/user', 'user', 0),
  ('system', 'system-role', '角色管理', 'Roles', '/system/role', 'role', 1),
  ('system', 'system-menu', '菜单管理', 'Menus', '/system/menu', 'menu', 2),
  ('system', 'system-change', '操作记录', 'Change log', '/system/change', 'history', 3)
) AS c(parent, name, title, title_en, path, icon, sort_order)
JOIN menu_nodes p ON p.name = c.parent;--> statement-breakpoint
INSERT INTO menu_nodes (parent_id, name, kind, title, title_en, sort_order)
SELECT p.id, c.name, 'action', c.title, c.title_en, 0
FROM (VALUES
  ('system-user', 'system:user:write', '编辑用户', 'Edit users'),
  ('system-role', 'system:role:write', '编辑角色', 'Edit roles'),
  ('system-menu', 'system:menu:write', '编辑菜单', 'Edit menus')
) AS c(parent, name, title, title_en)
JOIN menu_nodes p ON p.name = c.parent;--> statement-breakpoint
INSERT INTO role_menus (role_id, menu_id)
SELECT r.id, m.id FROM roles r JOIN menu_nodes m ON
  r.key = 'ROLE_ADMIN'
  OR m.name IN ('home', 'activity', 'activity-list', 'shop', 'shop-info', 'shop-order', 'cc', 'eva',
                'account', 'account-mine', 'account-sub', 'account-license', 'record', 'i18n')
  OR (r.key = 'ROLE_OP' AND m.name IN ('header-home', 'header-log', 'log', 'audit', 'audit-records',
                                       'audit-licences', 'audit-activities'));--> statement-breakpoint
INSERT INTO user_roles (user_id, role_id)
SELECT u.id, r.id FROM users u JOIN roles r
  ON r.key = CASE u.role WHEN 'admin' THEN 'ROLE_ADMIN' WHEN 'op' THEN 'ROLE_OP' ELSE 'ROLE_USER' END;
