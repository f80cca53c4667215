import { vi } from 'vitest';
import { setMessageApi } from '../feedback';

/** Captures toasts (type + text) instead of rendering them. */
export function installFakeFeedback() {
  const toasts: { type: string; content: string }[] = [];
  const open = vi.fn((config: { type: string; content: string }) => {
    toasts.push({ type: config.type, content: config.content });
  });
  setMessageApi({ open } as unknown as Parameters<typeof setMessageApi>[0]);
  return toasts;
}
