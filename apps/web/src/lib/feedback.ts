import type { message, Modal } from 'antd';

// DESIGN/STYLE "one way to show a toast": antd's message and modal hooks, captured by
// <FeedbackHolder> inside the ConfigProvider, so toasts and dialogs follow the theme and locale
// even when raised outside React (http client). The dialogs' code (antd Modal) loads on the
// first confirmDialog, not with every page (docs/web.md "Delivery").
type MessageApi = ReturnType<typeof message.useMessage>[0];
type ModalApi = ReturnType<typeof Modal.useModal>[0];

let messageApi: MessageApi | null = null;
let modalApi: ModalApi | null = null;
let modalWanted = false;
const listeners = new Set<() => void>();
let modalWaiters: ((api: ModalApi) => void)[] = [];

export function setMessageApi(next: MessageApi | null): void {
  messageApi = next;
}

export function setModalApi(next: ModalApi | null): void {
  modalApi = next;
  if (!next) return;
  const waiters = modalWaiters;
  modalWaiters = [];
  for (const waiter of waiters) waiter(next);
}

/** For <FeedbackHolder>: whether a dialog was asked for, so the modal holder must be mounted. */
export const modalRequest = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: (): boolean => modalWanted,
};

function loadModalApi(): Promise<ModalApi> {
  if (modalApi) return Promise.resolve(modalApi);
  if (!modalWanted) {
    modalWanted = true;
    for (const listener of listeners) listener();
  }
  return new Promise((resolve) => modalWaiters.push(resolve));
}

type Level = 'success' | 'info' | 'warning' | 'error';

function show(level: Level, text: string, durationMs?: number): void {
  if (!messageApi) {
    console.warn(`[${level}] ${text}`);
    return;
  }
  // The text is the key: the same message raised by parallel calls shows once.
  void messageApi.open({
    type: level,
    content: text,
    key: `${level}:${text}`,
    ...(durationMs === undefined ? {} : { duration: durationMs / 1000 }),
  });
}

export const toast = {
  success: (text: string, durationMs?: number) => show('success', text, durationMs),
  info: (text: string, durationMs?: number) => show('info', text, durationMs),
  warning: (text: string, durationMs?: number) => show('warning', text, durationMs),
  error: (text: string, durationMs?: number) => show('error', text, durationMs),
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

/** Resolves true on OK, false on cancel or close (true when no holder is mounted to ask). */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  if (!messageApi && !modalApi) return true;
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
