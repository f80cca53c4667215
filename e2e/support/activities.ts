import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { decideAsOperator, uploadImage } from './accounts.ts';
import { callApi } from './api.ts';

const DAY = 24 * 60 * 60 * 1000;

/** An approved online activity of the owner's merchant (free unless priced), six days ahead, with 10 places. */
export async function publishedActivity(
  request: APIRequestContext,
  owner: { token: string; merchantId: number },
  title = `Tea tasting ${randomBytes(2).toString('hex')}`,
  priceCents = 0,
) {
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const { activity } = await callApi<{ activity: { id: number; version: number } }>(
    request,
    'POST',
    'activities',
    {
      token: owner.token,
      data: {
        title,
        coverImageId: await uploadImage(request, owner.token, 'tea.png'),
        category: 'food',
        summary: 'Six teas from Fujian',
        description: '<p>Six teas.</p>',
        mode: 'online',
        link: 'https://meet.example.com/tea',
        startAt: at(6),
        endAt: at(6.1),
        signupDeadline: at(5),
        capacity: 10,
        priceCents,
        merchants_id: owner.merchantId,
      },
    },
  );
  await callApi(request, 'POST', `activities/${activity.id}/submit`, {
    token: owner.token,
    data: { version: activity.version, merchants_id: owner.merchantId },
  });
  await decideAsOperator(request, { kind: 'activity', subjectId: activity.id });
  return activity.id;
}
