import { and, eq, isNull } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { ChatRating } from '@console/contract/chat';
import {
  CHAT_RATED_EVENT,
  CHAT_RATING_ASK_EVENT,
  type ChatRatedPush,
  type ChatRatingAskPush,
} from '@console/contract/chat-realtime';
import type { CustomerRatingBody } from '@console/contract/chat-storefront';
import { chatRatings, conversations, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { trailText } from '../../lib/trail-text.ts';
import type { Write } from '../../write/writer.ts';

// The one door of `chat_ratings` (docs/server.md "Doors", docs/chat.md "Satisfaction"): a
// resolution asks its customer once; the customer rates it once.

/**
 * A resolve (the conversation's door, in its transaction) asks the customer to rate it: one ask
 * per resolution, for the member assigned (else the one who resolved). The customer's devices hear
 * `chat:ratingAsk` after commit; one that was away reads the open ask with the conversation.
 */
export async function askRating(
  write: Write,
  resolved: { id: number; merchantId: number; customerId: number; resolvedCount: number },
  memberId: number,
) {
  const [asked] = await write.tx
    .insert(chatRatings)
    .values({
      conversationId: resolved.id,
      merchantId: resolved.merchantId,
      customerId: resolved.customerId,
      resolution: resolved.resolvedCount,
      memberId,
      askedAt: write.now,
    })
    .onConflictDoNothing()
    .returning({ id: chatRatings.id });
  if (!asked) return;
  const push: ChatRatingAskPush = {
    merchantId: resolved.merchantId,
    conversationId: resolved.id,
    resolution: resolved.resolvedCount,
  };
  write.send({
    to: 'customer',
    customerId: resolved.customerId,
    event: CHAT_RATING_ASK_EVENT,
    payload: push,
  });
}

/**
 * The customer rates a resolution they were asked about, once: a second rating, or one of a
 * resolution not asked, is 1004 `chat.rating.done` and changes nothing; another customer's
 * conversation is 1002. Entry `rate` (object `chat_rating`, the customer as actor); the
 * merchant's chat room hears `chat:rated` after commit.
 */
export async function rateConversation(
  write: Write,
  customerId: number,
  conversationId: number,
  input: Pick<CustomerRatingBody, 'resolution' | 'rating'> & { comment: string },
): Promise<ChatRating> {
  const [owned] = await write.tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.customerId, customerId)));
  if (!owned) throw new AppError(apiCodes.notFound, 'error.notFound');
  const [rated] = await write.tx
    .update(chatRatings)
    .set({ rating: input.rating, comment: input.comment, ratedAt: write.now })
    .where(
      and(
        eq(chatRatings.conversationId, conversationId),
        eq(chatRatings.resolution, input.resolution),
        isNull(chatRatings.rating),
      ),
    )
    .returning();
  if (!rated) throw new AppError(apiCodes.conflict, 'chat.rating.done');
  const [member] =
    rated.memberId === null
      ? []
      : await write.tx
          .select({ id: users.id, name: users.nickname })
          .from(users)
          .where(eq(users.id, rated.memberId));
  const rating: ChatRating = {
    resolution: rated.resolution,
    rating: input.rating,
    comment: input.comment,
    member: member ?? null,
    ratedAt: write.now.toISOString(),
  };
  write.record({
    scope: rated.merchantId,
    action: 'rate',
    objectType: 'chat_rating',
    objectId: rated.id,
    before: null,
    after: {
      conversationId,
      resolution: rated.resolution,
      rating: input.rating,
      comment: trailText(input.comment),
      memberId: rated.memberId,
    },
  });
  const push: ChatRatedPush = { merchantId: rated.merchantId, conversationId, rating };
  write.send({
    to: 'room',
    room: 'chat',
    merchantId: rated.merchantId,
    event: CHAT_RATED_EVENT,
    payload: push,
  });
  return rating;
}
