import { z } from 'zod';
import { captchaField, idField, mobileField, versionField } from './fields.ts';
import { keysetPage } from './paging.ts';
import { order, ORDER_QUANTITY_MAX, ORDER_REASON_MAX, ORDER_STATUSES } from './orders.ts';

// DESIGN §1 storefront API for customers (docs/api.md "Storefront customers and orders"): customer
// tokens, separate from staff sessions.
/** Customer tokens start with this prefix; staff tokens never do (and are refused here). */
export const CUSTOMER_TOKEN_PREFIX = 'cst_';
export const CUSTOMER_NAME_MAX = 40;

const mobile = mobileField;

/** POST /api/storefront/captcha: a one-time code to the customer's mobile. */
export const customerCaptchaBody = z.strictObject({ mobile });
/** POST /api/storefront/login: mobile + code; a first sign-in creates the customer. */
export const customerLoginBody = z.strictObject({
  mobile,
  captcha: captchaField,
  name: z.string().trim().min(1).max(CUSTOMER_NAME_MAX).optional(),
});
export const customer = z.object({ id: z.number(), mobile: z.string(), name: z.string() });
export const customerLoginContent = z.object({ token: z.string(), customer });

/** POST /api/storefront/orders: places are taken at once; unpaid ones free after 30 minutes. */
export const placeOrderBody = z.strictObject({
  activityId: idField,
  quantity: z.number().int().min(1).max(ORDER_QUANTITY_MAX),
  contactName: z.string().trim().min(1).max(CUSTOMER_NAME_MAX),
  contactMobile: mobile,
  note: z.string().trim().max(200).optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** GET /api/storefront/orders: the customer's own orders, newest first, keyset by last_id. */
export const customerOrdersQuery = z.strictObject({
  last_id: idField.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
});

/** What a customer reads of an order: no merchant remark; the verification code once paid. */
export const customerOrder = order
  .pick({
    id: true,
    orderNo: true,
    status: true,
    version: true,
    activity: true,
    contactName: true,
    contactMobile: true,
    quantity: true,
    unitPriceCents: true,
    amountCents: true,
    refundReason: true,
    declineReason: true,
    payDeadline: true,
    createdAt: true,
    paidAt: true,
  })
  .extend({
    merchant: z.object({ id: z.number(), name: z.string() }),
    verificationCode: z.string().nullable(),
  });
export type CustomerOrder = z.infer<typeof customerOrder>;
export const customerOrderContent = z.object({ order: customerOrder });
export const customerOrdersContent = keysetPage('orders', customerOrder);

export const customerOrderParams = z.object({ id: idField });
/** POST .../pay and .../cancel */
export const customerOrderActionBody = z.strictObject({ version: versionField });
/** POST .../refund: a paid order; the merchant approves or declines. */
export const refundRequestBody = z.strictObject({
  version: versionField,
  reason: z.string().trim().min(2).max(ORDER_REASON_MAX),
});

export type CustomerLoginContent = z.infer<typeof customerLoginContent>;
export type CustomerOrderContent = z.infer<typeof customerOrderContent>;
export type CustomerOrdersContent = z.infer<typeof customerOrdersContent>;
