import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX, type QuickReply } from '@console/contract/chat';
import { unfilledPlaceholders } from '@console/contract/quick-reply-template';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { currentLocale } from '../../../lib/i18n/i18n';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/upload/file-check';
import styles from '../chat-page.module.css';
import {
  fillQuickReply,
  insertAtCursor,
  quickReplyParts,
  type ReplyValues,
} from '../quick-replies/fill-quick-reply';
import { QuickReplyPicker } from '../quick-replies/quick-reply-picker';
import { ComposerParts, partsUnfilled, type ComposerPart } from './composer-parts';
import { sendComposed } from './send-composed';
import type { Sender } from './use-send-message';

type Props = {
  sender: Sender;
  values: ReplyValues;
  onTyping: () => void;
  onManageReplies: () => void;
};

/**
 * The reply box (docs/chat.md "Web"): ≤ 2,000 characters with a counter, Enter sends and
 * Shift+Enter starts a line, an image button, and quick replies inserted at the cursor. The box
 * shows exactly what will be sent: a placeholder left unfilled (no value, no fallback) blocks
 * sending until it is replaced (docs/chat.md "Quick replies"). A quick reply's further snippets
 * and images wait under the box ("Also sends"), each removable, and go after its text.
 */
export function Composer({ sender, values, onTyping, onManageReplies }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Kept apart from the box: clearing the box leaves them; the pane is keyed by conversation,
  // so another conversation starts with none.
  const [parts, setParts] = useState<ComposerPart[]>([]);
  const [isSending, setSending] = useState(false);
  const area = useRef<TextAreaRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const partKeys = useRef(0);
  const unfilled = unfilledPlaceholders(text);
  const blocked =
    (text.trim() === '' && parts.length === 0) || unfilled.length > 0 || partsUnfilled(parts);

  const submit = async () => {
    if (isSending || blocked) return;
    setSending(true);
    setText('');
    setParts([]);
    try {
      const unsent = await sendComposed(sender, text, parts);
      // Put back ahead of any picked meanwhile, in their order.
      if (unsent.length > 0) setParts((current) => [...unsent, ...current]);
    } finally {
      setSending(false);
    }
  };

  const pick = (reply: QuickReply) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const filled = fillQuickReply(reply, currentLocale(), values);
    const next = insertAtCursor(text, filled, start, end, CHAT_TEXT_MAX);
    setText(next.value);
    const more = quickReplyParts(reply, currentLocale(), values).map((part) => {
      partKeys.current += 1;
      return { ...part, key: `part-${partKeys.current}` };
    });
    if (more.length > 0) setParts((current) => [...current, ...more]);
    caret.current = next.caret;
    requestAnimationFrame(() => {
      const target = area.current?.resizableTextArea?.textArea;
      if (!target || caret.current === null) return;
      target.focus();
      target.setSelectionRange(caret.current, caret.current);
    });
  };

  const chooseImage = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return toast.error(t(problem));
    void sender.send({ kind: 'image' }, file);
  };

  return (
    <div className={styles.composer} data-testid="chat-composer">
      <div className={styles.composerTools}>
        <Button
          type="text"
          icon={<PictureOutlined />}
          aria-label={t('chat.composer.image')}
          title={t('chat.composer.image')}
          onClick={() => fileInput.current?.click()}
          data-testid="chat-image-button"
        />
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={chooseImage}
          data-testid="chat-image-input"
        />
        <QuickReplyPicker onPick={pick} onManage={onManageReplies} />
      </div>
      <Input.TextArea
        ref={area}
        value={text}
        maxLength={CHAT_TEXT_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('chat.composer.placeholder')}
        aria-label={t('chat.composer.label')}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) onTyping();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void submit();
        }}
        aria-invalid={unfilled.length > 0 || undefined}
        aria-describedby={unfilled.length > 0 ? 'chat-unfilled' : undefined}
        data-testid="chat-input"
      />
      {unfilled.length > 0 && (
        <div
          id="chat-unfilled"
          className={styles.unfilled}
          role="alert"
          data-testid="chat-unfilled"
        >
          {t('chat.composer.unfilled', { names: unfilled.join(' ') })}
        </div>
      )}
      <ComposerParts
        parts={parts}
        onRemove={(key) => setParts((current) => current.filter((part) => part.key !== key))}
      />
      <div className={styles.composerSend}>
        <span className={styles.hint}>{t('chat.composer.hint')}</span>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={blocked}
          loading={isSending}
          onClick={() => void submit()}
          data-testid="chat-send"
        >
          {t('chat.composer.send')}
        </Button>
      </div>
    </div>
  );
}
