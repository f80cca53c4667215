-- docs/web.md "Trail page": the merchant's trail under Account, held by the roles that hold the
-- account's licence page (ROLE_USER, and any role given it since) and by ROLE_ADMIN, which holds
-- every node; the route's trail:view then keeps it from members without the key.
INSERT INTO menu_nodes (parent_id, name, kind, title, title_en, path, sort_order)
SELECT p.id, 'account-trail', 'menu', '操作记录', 'Audit trail', '/account/trail',
  coalesce((SELECT max(c.sort_order) + 1 FROM menu_nodes c WHERE c.parent_id = p.id), 0)
FROM menu_nodes p WHERE p.name = 'account'
ON CONFLICT (name) DO NOTHING;--> statement-breakpoint
INSERT INTO role_menus (role_id, menu_id)
SELECT r.id, m.id FROM roles r JOIN menu_nodes m ON m.name = 'account-trail'
WHERE r.key = 'ROLE_ADMIN'
   OR EXISTS (SELECT 1 FROM role_menus rm JOIN menu_nodes l ON l.id = rm.menu_id
              WHERE rm.role_id = r.id AND l.name = 'account-license')
ON CONFLICT DO NOTHING;
