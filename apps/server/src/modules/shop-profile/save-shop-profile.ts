import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { SaveShopProfileBody } from '@console/contract/shop-profile';
import type { Db } from '../../db/client.ts';
import { shopProfiles } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Write } from '../../write/writer.ts';
import { claimUploads } from '../uploads/index.ts';
import { storedProfile } from './service.ts';

// The door of the shop profile (docs/server.md "Doors", docs/shop.md "Trail"): the one file that
// writes `shop_profiles`.

export type ShopProfileForm = Omit<SaveShopProfileBody, 'merchants_id' | 'version'> & {
  logoImageId: number | null;
  coverImageId: number | null;
};

type ShopProfileRow = typeof shopProfiles.$inferSelect;

/** The profile's fields an entry records (its images by upload id). */
const TRAIL_FIELDS = [
  'name',
  'logoImageId',
  'coverImageId',
  'intro',
  'phone',
  'provinceCode',
  'cityCode',
  'districtCode',
  'address',
  'businessHours',
  'serviceTags',
] as const satisfies readonly (keyof ShopProfileRow)[];

/** A mobile as the phone is masked (DESIGN §6); a landline is kept as it is. */
const MOBILE = /^1\d{10}$/;

function trailFieldsOf(row: ShopProfileRow) {
  const fields = pick(row, TRAIL_FIELDS);
  if (MOBILE.test(row.phone)) fields.phone = maskMobile(row.phone);
  return fields;
}

/**
 * An image must be one the profile already shows (a teammate's logo stays accepted while
 * unchanged, even when moved between logo and cover), or the caller's own upload attached to
 * nothing else (docs/api.md "Uploads"): the profile, logo and cover alike, then claims it.
 */
async function claimImages(
  tx: Db,
  actor: { merchantId: number; userId: number },
  form: ShopProfileForm,
  stored: (number | null)[],
) {
  for (const field of ['logoImageId', 'coverImageId'] as const) {
    const id = form[field];
    if (id === null || stored.includes(id)) continue;
    await claimUploads(tx, [id], {
      owner: { userId: actor.userId },
      kind: 'shop',
      objectId: actor.merchantId,
      merchantId: actor.merchantId,
      field: field,
      message: 'shop.imageInvalid',
    });
  }
}

const conflict = () => new AppError(apiCodes.conflict, 'error.conflict');

/**
 * PUT /api/shop/profile: version 0 creates the profile (`create`), any other replaces it when
 * it still is the version read (`update`, its changed fields); otherwise (someone saved in
 * between) 1004. Its images are claimed in the same write. Answers the saved row.
 */
export async function saveShopProfile(
  write: Write,
  actor: { merchantId: number; userId: number },
  input: { version: number; form: ShopProfileForm },
): Promise<ShopProfileRow> {
  const { tx, now } = write;
  const { merchantId } = actor;
  const current = await storedProfile(tx, merchantId);
  if ((current?.version ?? 0) !== input.version) throw conflict();
  const stored = current ? [current.logoImageId, current.coverImageId] : [];
  await claimImages(tx, actor, input.form, stored);
  const columns = { ...input.form, updatedAt: now };
  const [saved] =
    input.version === 0
      ? await tx
          .insert(shopProfiles)
          .values({ ...columns, merchantId, version: 1 })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(shopProfiles)
          .set({ ...columns, version: input.version + 1 })
          .where(
            and(eq(shopProfiles.merchantId, merchantId), eq(shopProfiles.version, input.version)),
          )
          .returning();
  if (!saved) throw conflict();
  const after = trailFieldsOf(saved);
  write.record({
    scope: merchantId,
    action: current ? 'update' : 'create',
    objectType: 'shop',
    objectId: merchantId,
    ...(current ? changedFields(trailFieldsOf(current), after) : { before: null, after }),
  });
  return saved;
}
