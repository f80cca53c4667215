import { translate, type MessageKey } from '@console/contract/messages';
import type { Locale } from '@console/contract/constants';
import type { TrailActorType } from '@console/contract/trail';
import { csvLine } from '../../lib/csv.ts';

// docs/trail.md "The API": the CSV as the orders' (docs/orders.md "CSV"): UTF-8 with BOM, CRLF
// rows, RFC 4180 quoting, the time on the merchant's clock, which its header names.

/** One line as the export reads it: the time already `YYYY-MM-DD HH:mm:ss`, JSON as text. */
export type TrailCsvRow = {
  at: string;
  actorType: TrailActorType;
  actorName: string;
  action: string;
  objectType: string;
  objectId: number;
  before: string;
  after: string;
  ip: string;
  userAgent: string;
  requestId: string;
  seq: number;
  hash: string;
};

const COLUMNS: { key: MessageKey; value: (row: TrailCsvRow, locale: Locale) => string }[] = [
  { key: 'trail.csv.at', value: (row) => row.at },
  {
    key: 'trail.csv.actorType',
    value: (row, locale) => translate(locale, `trail.actor.${row.actorType}`),
  },
  { key: 'trail.csv.actorName', value: (row) => row.actorName },
  { key: 'trail.csv.action', value: (row) => row.action },
  { key: 'trail.csv.objectType', value: (row) => row.objectType },
  { key: 'trail.csv.objectId', value: (row) => String(row.objectId) },
  { key: 'trail.csv.before', value: (row) => row.before },
  { key: 'trail.csv.after', value: (row) => row.after },
  { key: 'trail.csv.ip', value: (row) => row.ip },
  { key: 'trail.csv.userAgent', value: (row) => row.userAgent },
  { key: 'trail.csv.requestId', value: (row) => row.requestId },
  { key: 'trail.csv.seq', value: (row) => String(row.seq) },
  { key: 'trail.csv.hash', value: (row) => row.hash },
];

/** The header line; `zone` names the time's zone and offset (lib/csv.ts `csvZoneLabel`). */
export const trailCsvHeader = (locale: Locale, zone: string) =>
  csvLine(COLUMNS.map((column) => translate(locale, column.key, { zone })));

export const trailCsvRow = (row: TrailCsvRow, locale: Locale) =>
  csvLine(COLUMNS.map((column) => column.value(row, locale)));
