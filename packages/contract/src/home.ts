import { z } from 'zod';
import { isoDateField } from './dates.ts';
import { merchantQuery } from './merchants.ts';
import type { OrderStatus } from './orders.ts';

// DESIGN §4 "Home" / docs/home.md: the merchant home's figures, chart, funnel and to-dos.

export const HOME_RANGES = ['today', '7d', '30d', 'custom'] as const;
export type HomeRange = (typeof HOME_RANGES)[number];
/** A custom range spans at most this many days. */
export const HOME_RANGE_DAYS_MAX = 366;
/** The chart's days, ending today. */
export const HOME_CHART_DAYS = 30;
/**
 * The orders whose amounts the paid figure sums (paid net of refunds: paid, checked in, awaiting
 * a refund); its link lists exactly these (`/shop/order?statuses=…`, docs/home.md "Figures").
 */
export const HOME_PAID_STATUSES = [
  'paid',
  'completed',
  'refunding',
] as const satisfies readonly OrderStatus[];
/** Activities in the funnel: the period's top ones by orders. */
export const HOME_FUNNEL_ACTIVITIES = 5;

export const homeQuery = merchantQuery
  .extend({
    range: z.enum(HOME_RANGES).default('today'),
    from: isoDateField().optional(),
    to: isoDateField().optional(),
  })
  .superRefine((query, context) => {
    if (query.range !== 'custom') return;
    if (!query.from || !query.to) {
      context.addIssue({
        code: 'custom',
        path: [query.from ? 'to' : 'from'],
        message: 'home.rangeNeeded',
      });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1 || days > HOME_RANGE_DAYS_MAX) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'home.rangeTooLong' });
    }
  });

/** A figure of the period and of the period of the same length before it. */
const compared = z.object({ current: z.number(), previous: z.number() });
/** A share (0-1), null when there is nothing to divide by. */
const comparedShare = z.object({ current: z.number().nullable(), previous: z.number().nullable() });

export const TODO_KEYS = [
  'refundRequests',
  'awaitingPayment',
  'unrepliedReviews',
  'conversationsNeedingReply',
  /** Waiting past the response target (docs/chat.md "Response targets"). */
  'conversationsOverdue',
  'rejectedActivities',
  'activitiesStartingSoon',
  'recordRejected',
  'licenceRejected',
  'licenceExpiring',
] as const;
/** The to-do of activities starting within this many days with places left. */
export const HOME_STARTING_SOON_DAYS = 7;
/** The to-do of a licence whose validity ends within this many days. */
export const HOME_LICENCE_EXPIRY_DAYS = 30;
export type TodoKey = (typeof TODO_KEYS)[number];

/** Customers' ratings of resolved conversations in the period (docs/chat.md "Satisfaction"). */
const satisfaction = z.object({
  /** The period's average (2 decimals), null without ratings. */
  average: z.number().nullable(),
  count: z.number(),
  /** Per member rated, most ratings first; `member` null when the member is gone. */
  members: z.array(
    z.object({
      member: z.object({ id: z.number(), name: z.string() }).nullable(),
      average: z.number(),
      count: z.number(),
    }),
  ),
  /** Every day of the period in the merchant's days, oldest first; average null without ratings. */
  days: z.array(z.object({ day: z.string(), average: z.number().nullable(), count: z.number() })),
});

export const homeContent = z.object({
  timeZone: z.string(),
  today: z.string(),
  period: z.object({
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
  }),
  /** Each figure is null when the caller lacks the key that reads it. */
  kpis: z.object({
    orders: compared.nullable(),
    paidCents: compared.nullable(),
    refundRate: comparedShare.nullable(),
    newCustomers: compared.nullable(),
    rating: z.object({ average: z.number().nullable(), count: z.number() }).nullable(),
  }),
  chart: z
    .array(z.object({ day: z.string(), orders: z.number(), paidCents: z.number() }))
    .nullable(),
  funnel: z
    .array(
      z.object({
        activityId: z.number(),
        title: z.string(),
        orders: z.number(),
        paid: z.number(),
        checkedIn: z.number(),
        refunded: z.number(),
      }),
    )
    .nullable(),
  /** Null unless the caller holds chat:reply (docs/home.md "Satisfaction"). */
  satisfaction: satisfaction.nullable(),
  /**
   * The review requests sent in the period and how many of them were answered (so far), the
   * answer rate their share (null when none were sent); null unless the caller reads reviews
   * (docs/home.md "Review requests").
   */
  reviewRequests: z
    .object({ sent: z.number(), answered: z.number(), rate: z.number().nullable() })
    .nullable(),
  /** `params`: the linked list's query where it depends on the time (the activity start range). */
  todos: z.array(
    z.object({
      key: z.enum(TODO_KEYS),
      count: z.number(),
      params: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type HomeContent = z.infer<typeof homeContent>;

/** Days of decisions and new merchants on the operators' home, ending today. */
export const OPERATOR_HOME_DAYS = 14;

export const operatorHomeContent = z.object({
  today: z.string(),
  /** Each audit queue: how many wait, and since when the oldest has waited. */
  queues: z.array(
    z.object({
      kind: z.enum(['record', 'licence', 'activity']),
      pending: z.number(),
      oldestAt: z.string().nullable(),
    }),
  ),
  decisions: z.array(z.object({ day: z.string(), approved: z.number(), rejected: z.number() })),
  newMerchants: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type OperatorHomeContent = z.infer<typeof operatorHomeContent>;
