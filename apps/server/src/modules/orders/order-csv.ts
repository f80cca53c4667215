import { translate, type MessageKey } from '@console/contract/messages';
import type { Locale } from '@console/contract/constants';
import type { OrderStatus } from '@console/contract/orders';
import { csvLine, yuan } from '../../lib/csv.ts';

// docs/orders.md "CSV": UTF-8 with BOM, CRLF rows, RFC 4180 quoting, timestamps on the
// merchant's clock (its zone), which the time columns' headers name.

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

/** The header line; `zone` names the times' zone and offset (lib/csv.ts `csvZoneLabel`). */
export const csvHeader = (locale: Locale, zone: string) =>
  csvLine(COLUMNS.map((column) => translate(locale, column.key, { zone })));

export const csvRow = (order: OrderCsvRow, locale: Locale) =>
  csvLine(COLUMNS.map((column) => column.value(order, locale)));
