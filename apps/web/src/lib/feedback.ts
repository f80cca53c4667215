import type { App } from 'antd';

// DESIGN/STYLE "one way to show a toast": the antd App context, captured by <FeedbackHolder>,
// so toasts and dialogs follow the theme and locale even when raised outside React (http client).
type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | null = null;

export function setFeedbackApi(next: FeedbackApi | null): void {
  api = next;
}

type Level = 'success' | 'info' | 'warning' | 'error';

function show(level: Level, text: string, durationMs?: number): void {
  if (!api) {
    console.warn(`[${level}] ${text}`);
    return;
  }
  // The text is the key: the same message raised by parallel calls shows once.
  void api.message.open({
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

/** Resolves true on OK, false on cancel or close. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const modal = api?.modal;
  if (!modal) return Promise.resolve(true);
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
