import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { QUICK_REPLY_IMAGES_MAX } from '@console/contract/chat';
import { uploadUrl } from '@console/contract/uploads';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/upload/file-check';
import { uploadFile } from '../../../lib/upload/upload-file';
import styles from '../chat-page.module.css';

type Props = { value?: number[]; onChange?: (ids: number[]) => void };

/**
 * A quick reply's images (≤ 3, docs/chat.md "Quick replies"), a form control: thumbnails with a
 * remove button, and a file checked (type, size) then sent to POST /api/uploads as the
 * composer's images are. Saving the form attaches the new ones to the quick reply.
 */
export function QuickReplyImages({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return void toast.error(t(problem));
    setBusy(true);
    try {
      const uploaded = await uploadFile(file);
      onChange?.([...value, uploaded.id]);
    } catch {
      // the http client has shown the failure
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.thumbs} data-testid="quick-reply-images">
      {value.map((id, index) => (
        <span key={id} className={styles.thumbBox} data-testid={`quick-reply-image-${id}`}>
          <img
            className={styles.thumb}
            src={uploadUrl(id)}
            alt={t('chat.quickReply.image', { n: index + 1 })}
          />
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('chat.quickReply.removeImage', { n: index + 1 })}
            title={t('chat.quickReply.removeImage', { n: index + 1 })}
            onClick={() => onChange?.(value.filter((one) => one !== id))}
            data-testid={`quick-reply-image-remove-${id}`}
          />
        </span>
      ))}
      {value.length < QUICK_REPLY_IMAGES_MAX && (
        <Button
          icon={<PlusOutlined />}
          loading={busy}
          onClick={() => input.current?.click()}
          data-testid="quick-reply-image-add"
        >
          {t('chat.quickReply.addImage')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        // Not `hidden`: inside a Form antd's reset shows file inputs (`display: block`).
        style={{ display: 'none' }}
        onChange={(event) => void choose(event)}
        data-testid="quick-reply-image-input"
      />
    </div>
  );
}
