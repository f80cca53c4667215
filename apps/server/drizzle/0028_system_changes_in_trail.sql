-- docs/trail.md "Platform scope": the system change log is now a view of the trail; its rows
-- become the platform scope's first entries, chained in their order.
DO $$
DECLARE
  r record;
  prev text := '';
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM system_changes ORDER BY at, id LOOP
    n := n + 1;
    INSERT INTO trail_entries (scope, seq, at, actor_type, actor_id, actor_name, action,
      object_type, object_id, before, after, prev_hash, hash)
    VALUES (0, n, r.at, 'operator', r.actor_id, r.actor_name, r.action, r.target, r.target_id,
      r.before, r.after, prev,
      trail_hash(prev, 0, n, r.at, 'operator', r.actor_id, r.actor_name, r.action, r.target,
        r.target_id, r.before, r.after, NULL, NULL, NULL))
    RETURNING hash INTO prev;
  END LOOP;
  IF n > 0 THEN
    INSERT INTO trail_heads (scope, seq, hash) VALUES (0, n, prev);
  END IF;
END $$;
--> statement-breakpoint
DROP TABLE "system_changes" CASCADE;