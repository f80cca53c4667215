import { translate, type MessageKey } from '@console/contract/messages';
import type { Locale } from '@console/contract/constants';
import { csvLine } from '../../lib/csv.ts';

// docs/trail.md "The API": the CSV as the orders' (docs/orders.md "CSV"): UTF-8 with BOM, CRLF
// rows, RFC 4180 quoting, the time on the merchant's clock, which its header names. The lines
// themselves are written by the database (export-trail.ts), in this order.
const COLUMNS: MessageKey[] = [
  'trail.csv.at',
  'trail.csv.actorType',
  'trail.csv.actorName',
  'trail.csv.action',
  'trail.csv.objectType',
  'trail.csv.objectId',
  'trail.csv.before',
  'trail.csv.after',
  'trail.csv.ip',
  'trail.csv.userAgent',
  'trail.csv.requestId',
  'trail.csv.seq',
  'trail.csv.hash',
];

/** The header line; `zone` names the time's zone and offset (lib/csv.ts `csvZoneLabel`). */
export const trailCsvHeader = (locale: Locale, zone: string) =>
  csvLine(COLUMNS.map((key) => translate(locale, key, { zone })));
