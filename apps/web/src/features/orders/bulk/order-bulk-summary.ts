import { apiCodes } from '@console/contract/api-codes';

export type BulkResult = { id: number; code: string; msg: string };
export type BulkSummary = {
  succeeded: number;
  /** The refused ones with the server's reason, grouped so ten "changed meanwhile" read once. */
  failed: { msg: string; ids: number[] }[];
};

/**
 * A bulk action answers each order apart (docs/orders.md "Bulk"); the user sees how many went and
 * why not.
 */
export function summarizeBulkResults(results: readonly BulkResult[]): BulkSummary {
  const failed = new Map<string, number[]>();
  let succeeded = 0;
  for (const result of results) {
    if (result.code === apiCodes.ok) {
      succeeded += 1;
      continue;
    }
    const msg = result.msg || result.code;
    failed.set(msg, [...(failed.get(msg) ?? []), result.id]);
  }
  return { succeeded, failed: [...failed].map(([msg, ids]) => ({ msg, ids })) };
}
