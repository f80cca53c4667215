import { creditCodeCheckChar } from '@console/contract/credit-code';
import type { Db } from '../db/client.ts';
import { activities, merchantRecords } from '../db/schema.ts';
import { claimUploads } from '../modules/uploads/index.ts';

// `npm start` shows a living shop (docs/database.md "Demo data"): the demo merchants are approved
// like any merchant (an approved onboarding record), and Sunrise Studio publishes activities, two
// paid and one free, that customers, and `npm run simulate`, can sign up for through the storefront
// API.

const DAY = 24 * 60 * 60 * 1000;

const DEMO_RECORD = {
  category: 'education',
  contactName: '林晓',
  contactMobile: '13800000002',
  contactMail: 'merchant@example.com',
  provinceCode: '440000',
  cityCode: '440300',
  districtCode: '440305',
  address: '科技园南路 1 号',
  legalPerson: '林晓',
  description: '',
};

const DEMO_ACTIVITIES = [
  { title: '周末陶艺体验课', category: 'arts', days: 7, hours: 3, capacity: 20, priceCents: 12800 },
  {
    title: 'Harbour morning run',
    category: 'sports',
    days: 10,
    hours: 2,
    capacity: null,
    priceCents: 0,
  },
  {
    title: '亲子绘本共读会',
    category: 'education',
    days: 14,
    hours: 2,
    capacity: 30,
    priceCents: 3900,
  },
] as const;

/**
 * A demo credit code that passes the product's own check (GB 32100-2015, contract
 * `isUnifiedCreditCode`): the records read on /record and in the audit centre as real ones do.
 */
function demoCreditCode(index: number): string {
  const first17 = `91440300MA5D${String(index).padStart(5, '0')}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/** Seeds inside the demo transaction: records for `shops`, activities for the first one. */
export async function seedDemoShop(
  tx: Db,
  input: {
    ownerId: number;
    shops: { id: number; name: string }[];
    now: Date;
    /** The owner's upload shown as each record's business licence. */
    licenceImageId: number;
  },
) {
  const { ownerId, shops, now, licenceImageId } = input;
  const records = await tx
    .insert(merchantRecords)
    .values(
      shops.map((shop, index) => ({
        ...DEMO_RECORD,
        userId: ownerId,
        merchantId: shop.id,
        status: 'approved' as const,
        name: shop.name,
        creditCode: demoCreditCode(index),
        licenceImageId,
        submittedAt: now,
        decidedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: merchantRecords.id });
  // One image shown by every demo record: bound to the first (as migration 0025 binds an
  // upload attached to several records, docs/api.md "Uploads").
  if (records[0]) {
    await claimUploads(tx, [licenceImageId], {
      owner: { userId: ownerId },
      kind: 'record',
      objectId: Math.min(...records.map((record) => record.id)),
      merchantId: null,
      field: 'licenceImageId',
      message: 'record.imageInvalid',
    });
  }
  const [first] = shops;
  if (!first) return;
  await tx.insert(activities).values(
    DEMO_ACTIVITIES.map((activity) => {
      const startAt = new Date(now.getTime() + activity.days * DAY);
      return {
        merchantId: first.id,
        createdBy: ownerId,
        status: 'approved' as const,
        title: activity.title,
        category: activity.category,
        summary: activity.title,
        description: `<p>${activity.title}</p>`,
        mode: 'offline' as const,
        provinceCode: DEMO_RECORD.provinceCode,
        cityCode: DEMO_RECORD.cityCode,
        districtCode: DEMO_RECORD.districtCode,
        address: DEMO_RECORD.address,
        startAt,
        endAt: new Date(startAt.getTime() + activity.hours * 60 * 60 * 1000),
        signupDeadline: new Date(startAt.getTime() - DAY),
        capacity: activity.capacity,
        priceCents: activity.priceCents,
        submittedAt: now,
        decidedAt: now,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}
