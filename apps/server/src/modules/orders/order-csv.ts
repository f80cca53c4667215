import { translate, type MessageKey } from '@console/contract/messages';
import type { Locale } from '@console/contract/constants';
import type { OrderStatus } from '@console/contract/orders';

// docs/orders.md "CSV": UTF-8 with BOM, CRLF rows, RFC 4180 quoting, timestamps in the
// merchant's time (UTC+08:00, DESIGN §4), which the header names.
export const CSV_BOM = '\uFEFF';

/** What one CSV line shows, as the export reads it (times already `YYYY-MM-DD HH:mm:ss`). */
export type OrderCsvRow = {
  orderNo: string;
  status: OrderStatus;
  activityTitle: string;
  contactName: string;
  contactMobile: string;
  quantity: number;
  amountCents: number;
  createdAt: string;
  paidAt: string;
  customerNote: string;
  remark: string;
};

const COLUMNS: { key: MessageKey; value: (order: OrderCsvRow, locale: Locale) => string }[] = [
  { key: 'order.csv.orderNo', value: (order) => order.orderNo },
  {
    key: 'order.csv.status',
    value: (order, locale) => translate(locale, `order.status.${order.status}`),
  },
  { key: 'order.csv.activity', value: (order) => order.activityTitle },
  { key: 'order.csv.contactName', value: (order) => order.contactName },
  { key: 'order.csv.contactMobile', value: (order) => order.contactMobile },
  { key: 'order.csv.quantity', value: (order) => String(order.quantity) },
  { key: 'order.csv.amount', value: (order) => yuan(order.amountCents) },
  { key: 'order.csv.createdAt', value: (order) => order.createdAt },
  { key: 'order.csv.paidAt', value: (order) => order.paidAt },
  { key: 'order.csv.customerNote', value: (order) => order.customerNote },
  { key: 'order.csv.remark', value: (order) => order.remark },
];

/** Cents as yuan with two decimals, exact for any integer (no floating point). */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell. A cell starting with = + - @ (or tab / CR) would run as a formula in a
 * spreadsheet: it gets a leading single quote (OWASP CSV injection). Quotes, commas and line
 * breaks put the cell in double quotes, inner quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const csvHeader = (locale: Locale) =>
  line(COLUMNS.map((column) => translate(locale, column.key)));

export const csvRow = (order: OrderCsvRow, locale: Locale) =>
  line(COLUMNS.map((column) => column.value(order, locale)));
