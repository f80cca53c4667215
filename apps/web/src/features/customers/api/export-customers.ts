import { downloadCsv } from '../../../lib/csv-download';
import type { CustomerFilter } from './keys';

/** GET /api/customers/export.csv of the filter (streamed by the server), saved as one download. */
export const exportCustomers = (filter: CustomerFilter, failedText: string) =>
  downloadCsv('/customers/export.csv', filter, { fallbackName: 'customers.csv', failedText });
