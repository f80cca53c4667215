import { z } from 'zod';
import { isoDateField } from './dates.ts';
import { body, idField, versionField } from './fields.ts';
import { keysetPage } from './paging.ts';

// DESIGN §4 "Order" / docs/orders.md: a customer's sign-up for an activity.
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * DESIGN §4 "Order": every legal move, by name. The server moves an order only along these (a
 * remark is written on the timeline as a move to the same state); the console offers a command
 * only on an order its move starts from.
 */
export const ORDER_MOVES = {
  pay: { from: ['pending_payment'], to: 'paid' },
  /** By staff, by the customer, and by the sweep when the payment time is up. */
  cancel: { from: ['pending_payment'], to: 'cancelled' },
  requestRefund: { from: ['paid'], to: 'refunding' },
  checkIn: { from: ['paid'], to: 'completed' },
  approveRefund: { from: ['refunding'], to: 'refunded' },
  declineRefund: { from: ['refunding'], to: 'paid' },
  /** The merchant refunds a paid order itself. */
  refund: { from: ['paid'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderMove = keyof typeof ORDER_MOVES;

/**
 * Unpaid orders cancel themselves after this long (docs/api.md "Storefront customers and orders").
 */
export const ORDER_PAY_MINUTES = 30;
export const ORDER_QUANTITY_MAX = 20;
export const ORDER_PAGE_SIZE_MAX = 100;
export const ORDER_REASON_MAX = 200;
export const ORDER_REMARK_MAX = 500;
/** Check-in codes are 8 digits. */
export const VERIFICATION_CODE_PATTERN = /^\d{8}$/;
/** Wrong check-in codes allowed within the window, per order and per staff member (1005 after). */
export const CHECK_IN_WINDOW_MS = 15 * 60 * 1000;
export const CHECK_IN_MAX_WRONG_PER_ORDER = 5;
export const CHECK_IN_MAX_WRONG_PER_MEMBER = 30;

/** Who moved an order: a staff member, the customer, or the system (the 30-minute sweep). */
export const ORDER_ACTORS = ['staff', 'customer', 'system'] as const;

const reason = z.string().trim().min(2).max(ORDER_REASON_MAX);
const listDate = isoDateField('order.dateInvalid');

/**
 * Several statuses at once, comma-separated: `paid,completed,refunding` lists the orders the
 * home's paid figure counts (docs/home.md "Figures"). Answered in ORDER_STATUSES order, once each.
 */
const orderStatusSet = z
  .string()
  .max(200)
  .transform((value, context) => {
    const listed = value.split(',').map((status) => status.trim());
    const known = ORDER_STATUSES.filter((status) => listed.includes(status));
    if (listed.some((status) => !known.includes(status as OrderStatus))) {
      context.addIssue({ code: 'custom', message: 'order.statusInvalid' });
      return z.NEVER;
    }
    return known;
  })
  .meta({
    pattern: `^\\s*(?:${ORDER_STATUSES.join('|')})\\s*(?:,\\s*(?:${ORDER_STATUSES.join('|')})\\s*)*$`,
  });

/** The filter of the order list, its summary and its export (`keyword` as GET /api/orders). */
const orderFilterShape = {
  merchants_id: idField.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Any of these statuses (with `status` as well, both must hold). */
  statuses: orderStatusSet.optional(),
  activityId: idField.optional(),
  createdFrom: listDate.optional(),
  createdTo: listDate.optional(),
  paidFrom: listDate.optional(),
  paidTo: listDate.optional(),
  keyword: z.string().trim().max(40).optional(),
};

/** Each range's end is not before its start. */
const withRanges = <
  T extends z.ZodType<{
    createdFrom?: string;
    createdTo?: string;
    paidFrom?: string;
    paidTo?: string;
  }>,
>(
  query: T,
) =>
  query
    .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
      path: ['createdTo'],
      error: 'order.rangeInvalid',
    })
    .refine((q) => !q.paidFrom || !q.paidTo || q.paidFrom <= q.paidTo, {
      path: ['paidTo'],
      error: 'order.rangeInvalid',
    });

/**
 * GET /api/orders (order:view or order:manage): keyset by `last_id`, newest first. Dates are
 * calendar days in China time, both inclusive. `keyword`: an order number, a customer mobile
 * (or its last 4+ digits) or a contact name (prefix). `statuses`: a comma-separated set.
 */
export const orderListQuery = withRanges(
  z.strictObject({
    ...orderFilterShape,
    last_id: idField.optional(),
    pageSize: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).default(20),
  }),
);
/** GET /api/orders/summary and /api/orders/export.csv: the filter alone (no paging). */
export const orderFilterQuery = withRanges(z.strictObject(orderFilterShape));
export type OrderFilterQuery = z.input<typeof orderFilterQuery>;
export type OrderListQuery = z.input<typeof orderListQuery>;

export const orderEvent = z.object({
  id: z.number(),
  actor: z.enum(ORDER_ACTORS),
  /** Staff nickname, customer name, or '' for the system. */
  actorName: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  note: z.string(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const order = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number(),
  activity: z.object({ id: z.number(), title: z.string() }),
  customer: z.object({ id: z.number(), name: z.string(), mobile: z.string() }),
  contactName: z.string(),
  contactMobile: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  amountCents: z.number(),
  customerNote: z.string(),
  remark: z.string(),
  refundReason: z.string().nullable(),
  declineReason: z.string().nullable(),
  payDeadline: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

export const ordersContent = keysetPage('orders', order);

/** GET /api/orders/summary: the filter's totals and, for the status tabs, a count per status. */
export const orderSummaryContent = z.object({
  total: z.object({ orders: z.number(), amountCents: z.number() }),
  /** Counts per status under every filter but the status itself. */
  byStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
});
export type OrderSummaryContent = z.infer<typeof orderSummaryContent>;

export const orderParams = z.object({ id: idField });
export const orderContent = z.object({ order, events: z.array(orderEvent) });

const versioned = { version: versionField };

/** POST /api/orders/{id}/check-in (order:manage): paid -> completed with the customer's code. */
export const checkInBody = body({
  ...versioned,
  code: z.string().trim().regex(VERIFICATION_CODE_PATTERN, { error: 'order.codeInvalid' }),
});
/** POST /api/orders/{id}/cancel: an unpaid order. */
export const cancelOrderBody = body({ ...versioned, reason: reason.optional() });
/** POST /api/orders/{id}/refund-decision: approve (refunding -> refunded) or decline (-> paid). */
export const refundDecisionBody = body({
  ...versioned,
  approve: z.boolean(),
  reason: reason.optional(),
}).refine((value) => value.approve || value.reason !== undefined, {
  path: ['reason'],
  error: 'order.reasonRequired',
});
/** POST /api/orders/{id}/refund: the merchant refunds a paid order (reason required). */
export const refundOrderBody = body({ ...versioned, reason });
/** PUT /api/orders/{id}/remark: the private remark. */
export const orderRemarkBody = body({
  ...versioned,
  remark: z.string().trim().max(ORDER_REMARK_MAX),
});

/** Bulk actions: cancel unpaid orders, approve or decline refund requests (reason required). */
export const BULK_ORDER_ACTIONS = ['cancel', 'approve-refund', 'decline-refund'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];
export const bulkOrderParams = z.object({ action: z.enum(BULK_ORDER_ACTIONS) });

/** POST /api/orders/bulk/{action}: the same action on several orders; each answered apart. */
export const bulkOrderBody = body({
  items: z
    .array(z.object({ id: idField, version: versionField }))
    .min(1)
    .max(100),
  reason: reason.optional(),
});
export const bulkOrderContent = z.object({
  results: z.array(z.object({ id: z.number(), code: z.string(), msg: z.string() })),
});

/** Socket event to the merchant's room: a new paid order or a refund request. */
export const ORDER_EVENT = 'order';
export const orderPush = z.object({
  kind: z.enum(['paid', 'refund_requested']),
  orderId: z.number(),
  merchantId: z.number(),
});
export type OrderPush = z.infer<typeof orderPush>;

export type OrdersContent = z.infer<typeof ordersContent>;
export type OrderContent = z.infer<typeof orderContent>;
export type BulkOrderContent = z.infer<typeof bulkOrderContent>;
