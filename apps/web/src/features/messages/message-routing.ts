import { MESSAGE_TYPES, messageTypes, type MessageType } from '@console/contract/user-messages';

/** spec §1: the bell's tabs, in this order: activity, merchant, qualification (licence) review. */
export const NOTICE_TABS: readonly MessageType[] = [
  messageTypes.activity,
  messageTypes.record,
  messageTypes.licence,
];

/** spec §4: a message of an unknown type counts as a merchant review message (type 1). */
export function messageTab(type: number): MessageType {
  return (MESSAGE_TYPES as readonly number[]).includes(type)
    ? (type as MessageType)
    : messageTypes.record;
}

/** Where a message leads: the record's audit state, the licence, or the activity. */
export function messageTarget(message: { type: number; ref_id: number | null }): string {
  switch (messageTab(message.type)) {
    case messageTypes.licence:
      return '/account/license';
    case messageTypes.activity:
      return message.ref_id === null ? '/activity/list' : `/activity/${message.ref_id}`;
    default:
      return '/shop/info';
  }
}
