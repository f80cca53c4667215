import type { CustomerListQuery } from '@console/contract/customers';

// Every customer call is merchant-scoped (spec §7 merchants_id is appended).

/** The key carries the merchant: another merchant's customers are never read from the cache. */
export const customersKey = (merchantId: number | null) => ['merchant', merchantId, 'customers'];

/** The list's filters, as the URL holds them (`tags` comma-separated, as the server reads them). */
export type CustomerFilter = Pick<CustomerListQuery, 'keyword' | 'tags' | 'sort'>;
