import { bigint, timestamp } from 'drizzle-orm/pg-core';

// DESIGN §2: bigint identity ids, timestamptz times, one schema for PGlite and PostgreSQL.
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
