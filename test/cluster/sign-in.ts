import { apiCodes } from '@console/contract/api-codes';
import type { ConversationContent } from '@console/contract/chat';
import type { StorefrontActivity } from '@console/contract/storefront';
import { newCustomer, type Customer, type ShopActivity } from './customer.ts';
import type { Client } from './http-client.ts';

// Before the load: the demo owner's staff sessions, the shop's activities, and the customers
// signed in by one-time code with their conversation opened.

export async function signInStaff(client: Client, password: string): Promise<string> {
  const { answer } = await client.run<{ token: string }>('staff sign-in', {
    method: 'POST',
    route: '/api/login',
    body: { username: 'merchant@example.com', password },
  });
  if (answer?.code !== apiCodes.ok) throw new Error(`staff sign-in: ${answer?.msg ?? 'no answer'}`);
  return answer.content.token;
}

export async function shopActivities(client: Client) {
  const { answer } = await client.run<{ activities: StorefrontActivity[] }>('activities', {
    method: 'GET',
    route: '/api/storefront/activities?pageSize=50',
  });
  if (answer?.code !== apiCodes.ok) throw new Error('the storefront lists no activities');
  const [first] = answer.content.activities;
  if (!first) throw new Error('no approved activity: the demo data is missing');
  const merchantId = first.merchant.id;
  const activities: ShopActivity[] = answer.content.activities
    .filter((a) => a.merchant.id === merchantId && a.phase === 'signing_up')
    .map((a) => ({ id: a.id, capacity: a.capacity }));
  return { merchantId, activities };
}

/** Each customer from a loopback address of its own (10 codes per IP per hour, DESIGN §3). */
export async function signInCustomer(options: {
  client: Client;
  base: URL;
  index: number;
  runId: string;
  merchantId: number;
  codeFor: (mobile: string) => Promise<string | undefined>;
}): Promise<Customer> {
  const { client, base, index, runId, merchantId } = options;
  const mobile = `139${runId}${String(index).padStart(3, '0')}`;
  const localAddress = `127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const from = { localAddress };
  const sent = await client.run('captcha', {
    method: 'POST',
    route: '/api/storefront/captcha',
    body: { mobile },
    ...from,
  });
  if (sent.answer?.code !== apiCodes.ok) throw new Error(`captcha ${mobile}: ${sent.answer?.msg}`);
  const captcha = await options.codeFor(mobile);
  if (!captcha) throw new Error(`no code reached the webhook for ${mobile}`);
  const login = await client.run<{ token: string; customer: { id: number } }>('customer sign-in', {
    method: 'POST',
    route: '/api/storefront/login',
    body: { mobile, captcha, name: `Cluster ${index}` },
    ...from,
  });
  if (login.answer?.code !== apiCodes.ok) throw new Error(`login ${mobile}: ${login.answer?.msg}`);
  const { token, customer } = login.answer.content;
  const opened = await client.run<ConversationContent>('open conversation', {
    method: 'POST',
    route: '/api/storefront/conversations',
    body: { merchantId },
    token,
    ...from,
  });
  if (opened.answer?.code !== apiCodes.ok) throw new Error(`conversation: ${opened.answer?.msg}`);
  return newCustomer(
    {
      index,
      token,
      customerId: customer.id,
      localAddress,
      conversationId: opened.answer.content.conversation.id,
    },
    base,
  );
}
