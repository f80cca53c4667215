import { eq } from 'drizzle-orm';
import type { CustomerEntry } from '@console/contract/customers';
import type { Db } from '../../db/client.ts';
import { customers, merchantCustomers } from '../../db/schema.ts';
import { maskMobile } from '../merchants/index.ts';

// A merchant's customer as its staff see it (issue 15): full mobiles with customer:manage only.

export function selectCustomers(db: Db) {
  return db
    .select({
      id: merchantCustomers.customerId,
      name: customers.name,
      mobile: customers.mobile,
      ordersCount: merchantCustomers.ordersCount,
      spentCents: merchantCustomers.spentCents,
      firstOrderAt: merchantCustomers.firstOrderAt,
      lastOrderAt: merchantCustomers.lastOrderAt,
      ratingSum: merchantCustomers.ratingSum,
      ratingCount: merchantCustomers.ratingCount,
      tags: merchantCustomers.tags,
      note: merchantCustomers.note,
      firstSeenAt: merchantCustomers.firstSeenAt,
    })
    .from(merchantCustomers)
    .innerJoin(customers, eq(customers.id, merchantCustomers.customerId));
}

export type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['where']>>[0];

export function toCustomerEntry(row: CustomerRow, fullMobile: boolean): CustomerEntry {
  return {
    id: row.id,
    name: row.name,
    mobile: fullMobile ? row.mobile : maskMobile(row.mobile),
    mobileMasked: !fullMobile,
    ordersCount: row.ordersCount,
    spentCents: row.spentCents,
    firstOrderAt: row.firstOrderAt?.toISOString() ?? null,
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    averageRating:
      row.ratingCount === 0 ? null : Math.round((row.ratingSum / row.ratingCount) * 100) / 100,
    tags: row.tags,
    note: row.note,
    firstSeenAt: row.firstSeenAt.toISOString(),
  };
}
