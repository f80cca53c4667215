// The one Drizzle schema (docs/database.md), split by area; drizzle-kit reads this file.
export * from './schema-accounts.ts';
export * from './schema-second-factor.ts';
export * from './schema-console.ts';
export * from './schema-audit.ts';
export * from './schema-uploads.ts';
export * from './schema-activities.ts';
export * from './schema-shop.ts';
export * from './schema-customers.ts';
export * from './schema-orders.ts';
export * from './schema-idempotency.ts';
export * from './schema-chat.ts';
export * from './schema-customer-reviews.ts';
export * from './schema-customer-book.ts';
export * from './schema-home.ts';
export * from './schema-system.ts';
export * from './schema-trail.ts';
