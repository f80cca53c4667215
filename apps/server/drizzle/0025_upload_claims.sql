ALTER TABLE "uploads" ADD COLUMN "attached_kind" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached_id" bigint;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached_merchant_id" bigint;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_attached_check" CHECK (("uploads"."attached_kind" is null) = ("uploads"."attached_id" is null));--> statement-breakpoint
-- docs/api.md "Uploads" (attachment rule): each upload is bound to the one object it is attached
-- to. Existing attachments are bound here. An upload already attached to several objects is bound
-- to one, picked by kind in this order: onboarding record, signing licence, activity, shop
-- profile, conversation, review, avatar; within a kind, the lowest object id (the oldest). The
-- others keep showing it (reads still follow every attachment); only a new attachment is refused.
-- An avatar counts only while it is its user's own upload (as GET /api/account/profile).
UPDATE uploads AS u SET
  attached_kind = pick.kind,
  attached_id = pick.object_id,
  attached_merchant_id = pick.merchant_id
FROM (
  SELECT DISTINCT ON (upload_id) upload_id, kind, object_id, merchant_id
  FROM (
    SELECT r.licence_image_id AS upload_id, 'record' AS kind, 1 AS rank, r.id AS object_id,
           NULL::bigint AS merchant_id
      FROM merchant_records r WHERE r.licence_image_id IS NOT NULL
    UNION ALL
    SELECT image.id, 'licence', 2, l.id, l.merchant_id
      FROM merchant_licences l CROSS JOIN LATERAL unnest(l.image_ids) AS image(id)
    UNION ALL
    SELECT a.cover_image_id, 'activity', 3, a.id, a.merchant_id
      FROM activities a WHERE a.cover_image_id IS NOT NULL
    UNION ALL
    SELECT s.logo_image_id, 'shop', 4, s.merchant_id, s.merchant_id
      FROM shop_profiles s WHERE s.logo_image_id IS NOT NULL
    UNION ALL
    SELECT s.cover_image_id, 'shop', 4, s.merchant_id, s.merchant_id
      FROM shop_profiles s WHERE s.cover_image_id IS NOT NULL
    UNION ALL
    SELECT m.image_id, 'chat', 5, c.id, c.merchant_id
      FROM chat_messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.image_id IS NOT NULL
    UNION ALL
    SELECT image.id, 'review', 6, v.id, v.merchant_id
      FROM reviews v CROSS JOIN LATERAL unnest(v.image_ids) AS image(id)
    UNION ALL
    SELECT x.avatar_image_id, 'avatar', 7, x.id, NULL::bigint
      FROM users x JOIN uploads own ON own.id = x.avatar_image_id AND own.user_id = x.id
  ) AS attachment
  ORDER BY upload_id, rank, object_id
) AS pick
WHERE u.id = pick.upload_id;
