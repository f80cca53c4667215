import { chatKey } from './keys';

export const quickRepliesKey = (merchantId: number | null) =>
  [...chatKey(merchantId), 'quick-replies'] as const;
