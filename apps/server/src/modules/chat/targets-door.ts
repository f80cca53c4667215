import type { ChatTargets, ChatTargetsBody } from '@console/contract/chat-targets';
import { CHAT_TARGETS_EVENT, type ChatTargetsPush } from '@console/contract/chat-realtime';
import { chatTargets } from '../../db/schema.ts';
import type { Write } from '../../write/writer.ts';
import { redueWaiting } from './conversation-door.ts';
import { loadTargets } from './response-targets.ts';

// The one door of `chat_targets` (docs/server.md "Doors", docs/chat.md "Response targets").

const fieldsOf = (targets: ChatTargets) => ({
  businessHours: targets.businessHours,
  firstResponseMinutes: targets.firstResponseMinutes,
  nextResponseMinutes: targets.nextResponseMinutes,
  awayMessage: targets.awayMessage,
});

/**
 * A member sets the merchant's business hours and targets, at any time: what waits now takes
 * its deadline from them, counted from when its wait started; answered waits keep their
 * outcome. Entry `update` (object `chat_targets`, the merchant's id) with the fields that
 * changed; after commit the merchant's inboxes hear `chat:targets` and read again.
 */
export async function saveTargets(
  write: Write,
  merchantId: number,
  input: Omit<ChatTargetsBody, 'merchants_id'>,
): Promise<ChatTargets> {
  const before = await loadTargets(write.tx, merchantId);
  const row = {
    businessHours: input.businessHours === null ? null : JSON.stringify(input.businessHours),
    firstResponseMinutes: input.firstResponseMinutes,
    nextResponseMinutes: input.nextResponseMinutes,
    // docs/chat.md "Nobody there": kept as it is when the body leaves it out.
    awayMessage: input.awayMessage ?? before.awayMessage,
    updatedAt: write.now,
  };
  await write.tx
    .insert(chatTargets)
    .values({ merchantId, ...row })
    .onConflictDoUpdate({ target: chatTargets.merchantId, set: row });
  const after = await loadTargets(write.tx, merchantId);
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  if (changed.length === 0) return after;
  write.record({
    scope: merchantId,
    action: 'update',
    objectType: 'chat_targets' as const,
    objectId: merchantId,
    before: Object.fromEntries(changed.map((key) => [key, was[key]])),
    after: Object.fromEntries(changed.map((key) => [key, now[key]])),
  });
  await redueWaiting(write, merchantId, after);
  const push: ChatTargetsPush = { merchantId };
  write.send({ to: 'room', room: 'chat', merchantId, event: CHAT_TARGETS_EVENT, payload: push });
  return after;
}
