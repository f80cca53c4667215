import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { CodeTransport } from '../../adapters/code-transport.ts';
import { consumeCaptcha, sendCaptcha, verifyCaptcha } from '../captcha/index.ts';
import { createCustomerSession } from '../../identity/index.ts';
import { nameInitials } from '../../lib/name-initials.ts';

/** Customers have a captcha purpose of their own: a staff code never signs a customer in. */
const PURPOSE = 'customer';

/** POST /api/storefront/captcha: the staff captcha rules (60 s resend, 10 per IP per hour). */
export function sendCustomerCaptcha(
  context: { db: Db; transport: CodeTransport },
  input: { mobile: string; ip: string; now: Date },
) {
  return sendCaptcha(context, {
    target: { channel: 'mobile', to: input.mobile },
    purpose: PURPOSE,
    ip: input.ip,
    now: input.now,
  });
}

/**
 * POST /api/storefront/login: a right code signs in, creating the customer on the first
 * sign-in; a given name replaces the stored one. Answers a new customer token.
 */
export async function signInCustomer(
  db: Db,
  input: { mobile: string; captcha: string; name?: string; now: Date },
) {
  const { mobile, name, now } = input;
  const captchaId = await verifyCaptcha(db, {
    target: mobile,
    purpose: PURPOSE,
    code: input.captcha,
    now,
  });
  return db.transaction(async (tx) => {
    await consumeCaptcha(tx, captchaId, now);
    const [customer] = await tx
      .insert(customers)
      .values({ mobile, name: name ?? '', nameInitials: nameInitials(name ?? ''), createdAt: now })
      .onConflictDoUpdate({
        target: customers.mobile,
        set:
          name === undefined
            ? { name: sql`${customers.name}` }
            : { name, nameInitials: nameInitials(name) },
      })
      .returning();
    const token = await createCustomerSession(tx, { customerId: customer!.id, now });
    return { token, customer: { id: customer!.id, mobile, name: customer!.name } };
  });
}
