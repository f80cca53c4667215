import { randomInt } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { withTransactionLocks } from '../db/advisory-lock.ts';
import { merchantMembers, merchants, users } from '../db/schema.ts';
import { demoLicencePng } from './demo-licence-image.ts';
import { seedDemoChat } from './seed-demo-chat.ts';
import { seedDemoShop } from './seed-demo-shop.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createFileStorage } from '../adapters/file-storage.ts';
import { saveUpload } from '../modules/uploads/service.ts';

export type DemoAccount = { mail: string; mobile: string; role: 'admin' | 'user' };

export const DEMO_ACCOUNTS = {
  operator: { mail: 'admin@example.com', mobile: '13800000001', role: 'admin' },
  owner: { mail: 'merchant@example.com', mobile: '13800000002', role: 'user' },
} as const satisfies Record<string, DemoAccount>;

const DEMO_MERCHANTS = ['Sunrise Studio', 'Harbor Books'];

const LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A strong demo password that satisfies the product's own rule (letters and digits). */
export function generateDemoPassword(length = 16): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = [pick(LETTERS), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) > 0;
}

/**
 * Demo data on an empty database outside production, under a lock so that several nodes
 * starting together seed once. Returns the password when it seeded, undefined otherwise.
 */
export async function seedDemoData(
  db: Db,
  config: Pick<Config, 'nodeEnv' | 'demoPassword' | 'uploadStorage' | 'dataDir'>,
  now: Date,
): Promise<string | undefined> {
  if (config.nodeEnv === 'production') return undefined;
  if (await hasUsers(db)) return undefined;
  const password = config.demoPassword ?? generateDemoPassword();
  const passwordHash = await hashPassword(password);
  return withTransactionLocks(db, ['seed-demo-data'], async (tx) => {
    if (await hasUsers(tx)) return undefined;
    const accounts = Object.values(DEMO_ACCOUNTS).map((account) => ({
      ...account,
      passwordHash,
      nickname: account.mail.split('@')[0]!,
      createdAt: now,
    }));
    const inserted = await tx.insert(users).values(accounts).returning();
    const owner = inserted.find((user) => user.mail === DEMO_ACCOUNTS.owner.mail)!;
    const shops = await tx
      .insert(merchants)
      .values(DEMO_MERCHANTS.map((name) => ({ name, createdAt: now })))
      .returning();
    await tx.insert(merchantMembers).values(
      shops.map((shop) => ({
        merchantId: shop.id,
        userId: owner.id,
        role: 'owner' as const,
        createdAt: now,
      })),
    );
    const licence = await saveUpload(
      { db: tx, storage: createFileStorage(config) },
      { owner: { userId: owner.id }, declaredMime: 'image/png', data: demoLicencePng(), now },
    );
    await seedDemoShop(tx, { ownerId: owner.id, shops, now, licenceImageId: licence.id });
    await seedDemoChat(tx, { merchantId: shops[0]!.id, now });
    return password;
  });
}

/** Shown once, at the start that seeded: the only place the random password ever appears. */
export function describeDemoAccounts(password: string): string {
  const lines = Object.values(DEMO_ACCOUNTS).map(
    (account) => `  ${account.mail} / ${account.mobile} (${account.role})  password: ${password}`,
  );
  return `Demo accounts created:\n${lines.join('\n')}\n  merchants: ${DEMO_MERCHANTS.join(', ')}\n`;
}
