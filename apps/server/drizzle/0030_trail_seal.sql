DROP INDEX "trail_entries_scope_seq_idx";--> statement-breakpoint
ALTER TABLE "trail_entries" ALTER COLUMN "seq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trail_entries" ALTER COLUMN "prev_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trail_entries" ALTER COLUMN "hash" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "trail_entries_unsealed_idx" ON "trail_entries" USING btree ("scope","id") WHERE "trail_entries"."seq" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trail_entries_scope_seq_idx" ON "trail_entries" USING btree ("scope","seq") WHERE "trail_entries"."seq" is not null;--> statement-breakpoint
-- docs/trail.md "The chain": a write appends its entries unsealed (no seq, no hash) in its own
-- transaction; this function seals a scope's committed unsealed entries afterwards, at most
-- p_limit of them, in id order: it locks the scope's head (made on its first use), gives each
-- entry the next seq, the head's hash as prev_hash and its trail_hash, writes them in one
-- update, and moves the head to the last. Sealers of one scope wait on its head for each other,
-- never on a write. Answers how many entries it sealed.
CREATE FUNCTION trail_seal(p_scope bigint, p_limit integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
  entry record;
  ids bigint[] := '{}';
  seqs bigint[] := '{}';
  prevs text[] := '{}';
  hashes text[] := '{}';
BEGIN
  -- Its commit does not wait for the disk: a crash may lose the last moments of sealing, never
  -- a write or its entry (those commit as every write does), and what is lost is sealed again.
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT seq, hash INTO head_seq, head_hash FROM trail_heads WHERE scope = p_scope FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO trail_heads (scope) VALUES (p_scope) ON CONFLICT DO NOTHING;
    SELECT seq, hash INTO head_seq, head_hash FROM trail_heads WHERE scope = p_scope FOR UPDATE;
  END IF;
  FOR entry IN
    SELECT * FROM trail_entries WHERE scope = p_scope AND seq IS NULL ORDER BY id LIMIT p_limit
  LOOP
    head_seq := head_seq + 1;
    ids := ids || entry.id;
    seqs := seqs || head_seq;
    prevs := prevs || head_hash;
    head_hash := trail_hash(head_hash, p_scope, head_seq, entry.at, entry.actor_type,
      entry.actor_id, entry.actor_name, entry.action, entry.object_type, entry.object_id,
      entry.before, entry.after, entry.ip, entry.user_agent, entry.request_id);
    hashes := hashes || head_hash;
  END LOOP;
  IF cardinality(ids) = 0 THEN
    RETURN 0;
  END IF;
  UPDATE trail_entries AS e
  SET seq = s.seq, prev_hash = s.prev_hash, hash = s.hash
  FROM unnest(ids, seqs, prevs, hashes) AS s(id, seq, prev_hash, hash)
  WHERE e.id = s.id;
  UPDATE trail_heads SET seq = head_seq, hash = head_hash WHERE scope = p_scope;
  RETURN cardinality(ids);
END
$$;
