import type { message, Modal } from 'antd';

// DESIGN/STYLE "one way to show a toast": antd's message and modal hooks, captured by
// <FeedbackHolder> inside a ConfigProvider of its own, so toasts and dialogs follow the theme and
// locale even when raised outside React (http client). The holder is not in the entry: the
// sign-in page loads no antd (docs/web.md "Delivery"). <FeedbackHost> (in the entry) mounts it
// on the first toast or dialog, or when an antd page opens; a toast raised before it is up
// waits in a queue and shows once it is. The dialogs' code (antd Modal) loads on the first
// confirmDialog, not with every page.
type MessageApi = ReturnType<typeof message.useMessage>[0];
type ModalApi = ReturnType<typeof Modal.useModal>[0];

type Level = 'success' | 'info' | 'warning' | 'error';
type Toast = { level: Level; text: string; durationMs?: number };

let messageApi: MessageApi | null = null;
let modalApi: ModalApi | null = null;
// Set by the app (main.tsx): a <FeedbackHost> will mount, so feedback waits for its holder.
// Without one (a unit test that mounts no holder) a toast is only written to the console and a
// confirmation answers yes, as there is nobody to ask.
let hostExpected = false;
let holderWanted = false;
let modalWanted = false;
// Keyed like antd's message: the same text raised twice while waiting shows once.
const waiting = new Map<string, Toast>();
const listeners = new Set<() => void>();
let modalWaiters: ((api: ModalApi) => void)[] = [];

const keyOf = ({ level, text }: Toast) => `${level}:${text}`;

function open(api: MessageApi, toast: Toast): void {
  // The text is the key: the same message raised by parallel calls shows once.
  void api.open({
    type: toast.level,
    content: toast.text,
    key: keyOf(toast),
    ...(toast.durationMs === undefined ? {} : { duration: toast.durationMs / 1000 }),
  });
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** main.tsx: this app mounts a <FeedbackHost>; until its holder is up, toasts wait for it. */
export function expectFeedbackHost(): void {
  hostExpected = true;
}

/** Asks <FeedbackHost> for the holder (an antd page opening, or feedback waiting for it). */
export function wantFeedbackHolder(): void {
  if (holderWanted) return;
  holderWanted = true;
  notify();
}

export function setMessageApi(next: MessageApi | null): void {
  messageApi = next;
  if (!next) return;
  const toasts = [...waiting.values()];
  waiting.clear();
  for (const toast of toasts) open(next, toast);
}

export function setModalApi(next: ModalApi | null): void {
  modalApi = next;
  if (!next) return;
  const waiters = modalWaiters;
  modalWaiters = [];
  for (const waiter of waiters) waiter(next);
}

/** For <FeedbackHost> and <FeedbackHolder>: what has been asked for, so it must be mounted. */
export const feedbackRequest = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  holder: (): boolean => holderWanted || modalWanted,
  modal: (): boolean => modalWanted,
};

function loadModalApi(): Promise<ModalApi> {
  if (modalApi) return Promise.resolve(modalApi);
  if (!modalWanted) {
    modalWanted = true;
    notify();
  }
  return new Promise((resolve) => modalWaiters.push(resolve));
}

function show(toast: Toast): void {
  if (messageApi) {
    open(messageApi, toast);
    return;
  }
  if (!hostExpected) {
    console.warn(`[${toast.level}] ${toast.text}`);
    return;
  }
  waiting.delete(keyOf(toast));
  waiting.set(keyOf(toast), toast);
  wantFeedbackHolder();
}

export const toast = {
  success: (text: string, durationMs?: number) => show({ level: 'success', text, durationMs }),
  info: (text: string, durationMs?: number) => show({ level: 'info', text, durationMs }),
  warning: (text: string, durationMs?: number) => show({ level: 'warning', text, durationMs }),
  error: (text: string, durationMs?: number) => show({ level: 'error', text, durationMs }),
};

export type ConfirmOptions = {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** 'warning': a warning dialog whose two buttons are both answers (Esc does not close it). */
  level?: 'confirm' | 'warning';
};

/**
 * Resolves true on OK, false on cancel or close. In the app the dialog is always shown (its
 * holder loads on the first call); only where no holder exists or can come (a unit test that
 * mounts none) is there nobody to ask, and the answer is true.
 */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  if (!hostExpected && !messageApi && !modalApi) return true;
  const modal = await loadModalApi();
  const isWarning = options.level === 'warning';
  return new Promise((resolve) => {
    (isWarning ? modal.warning : modal.confirm)({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      ...(isWarning ? { okCancel: true, keyboard: false } : {}),
      okButtonProps: { danger: options.danger, 'data-testid': 'confirm-ok' },
      cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
