import { vi } from 'vitest';
import { setFeedbackApi } from '../feedback';

/** Captures toasts (type + text) instead of rendering them. */
export function installFakeFeedback() {
  const toasts: { type: string; content: string }[] = [];
  const open = vi.fn((config: { type: string; content: string }) => {
    toasts.push({ type: config.type, content: config.content });
  });
  setFeedbackApi({ message: { open }, modal: {}, notification: {} } as unknown as Parameters<
    typeof setFeedbackApi
  >[0]);
  return toasts;
}
