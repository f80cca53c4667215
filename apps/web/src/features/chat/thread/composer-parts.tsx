import { CloseOutlined } from '@ant-design/icons';
import { unfilledPlaceholders } from '@console/contract/quick-reply-template';
import { uploadUrl } from '@console/contract/uploads';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../chat-page.module.css';
import type { ReplyPart } from '../quick-replies/fill-quick-reply';

/** A part waiting in the composer, with a key of its own (the same text may come twice). */
export type ComposerPart = ReplyPart & { key: string };

type Props = { parts: readonly ComposerPart[]; onRemove: (key: string) => void };

/** Whether any part still holds a placeholder: like the box, it blocks Send. */
export const partsUnfilled = (parts: readonly ComposerPart[]) =>
  parts.some((part) => part.kind === 'text' && unfilledPlaceholders(part.text).length > 0);

/**
 * What a quick reply sends after the box's text (docs/chat.md "Web", Composer): its further
 * snippets, filled in, then its images, each with a remove button. A snippet still holding a
 * placeholder says so; it cannot be edited here, only removed.
 */
export function ComposerParts({ parts, onRemove }: Props) {
  const { t } = useTranslation();
  if (parts.length === 0) return null;
  return (
    <div className={styles.parts} data-testid="chat-parts">
      <div className={styles.hint} id="chat-parts-label">
        {t('chat.composer.alsoSends')}
      </div>
      <ol className={styles.partList} aria-labelledby="chat-parts-label">
        {parts.map((part, index) => {
          const unfilled = part.kind === 'text' ? unfilledPlaceholders(part.text) : [];
          return (
            <li
              key={part.key}
              className={styles.part}
              data-testid={`chat-part-${index}`}
              data-kind={part.kind}
            >
              {part.kind === 'text' ? (
                <span className={styles.partText}>{part.text}</span>
              ) : (
                <img
                  className={styles.thumb}
                  src={uploadUrl(part.imageId)}
                  alt={t('chat.preview.image')}
                />
              )}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('chat.composer.removePart', { n: index + 1 })}
                title={t('chat.composer.removePart', { n: index + 1 })}
                onClick={() => onRemove(part.key)}
                data-testid={`chat-part-remove-${index}`}
              />
              {unfilled.length > 0 && (
                <div
                  className={styles.unfilled}
                  role="alert"
                  data-testid={`chat-part-unfilled-${index}`}
                >
                  {t('chat.composer.partUnfilled', { names: unfilled.join(' ') })}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
