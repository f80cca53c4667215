import type { UploadedFile } from '@console/contract/uploads';
import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback';
import { ChooseImage } from './choose-image';
import { checkImageFile, IMAGE_ACCEPT } from './file-check';
import styles from './image-upload.module.css';
import type * as RealUploadModule from './real-upload';
import { uploadFile } from './upload-file';
import { loadOnce } from '../load-once';

// docs/web.md "Ready at once": antd's Upload (its list, Progress and icons: ~17 KB gzip) is loaded
// when the user first reaches the field (pointer over it, focus, a file dragged over) or when the
// field holds an image or is disabled, not with the page. Until then the empty field is drawn as
// antd draws it (image-upload.module.css): the dashed picture card with the same button. Its
// press opens the file chooser at once and a file dropped on it is taken, as antd's do; the file
// goes up the same way (checked, then POST /api/uploads).

type Real = typeof RealUploadModule;
const upload = loadOnce<Real>(() => import('./real-upload'));

type Props = {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** How many images the field holds. */
  max?: number;
  disabled?: boolean;
  testId?: string;
};

/** Images (JPEG/PNG/WebP ≤ 5 MB, checked before upload) sent to POST /api/uploads, with preview. */
export function ImageUpload({ value = [], onChange, max = 1, disabled, testId }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [real, setReal] = useState<{ module: Real; focus: boolean } | null>(
    upload.loaded && { module: upload.loaded, focus: false },
  );
  const requested = useRef(false);
  const wake = () => {
    if (real || requested.current) return;
    requested.current = true;
    void upload
      .load()
      .then((module) =>
        setReal({ module, focus: !!box.current?.contains(document.activeElement) }),
      );
  };
  // Images are shown by antd's list, and a disabled field by antd's (which draws no card).
  const needsReal = value.length > 0 || !!disabled;
  useEffect(() => {
    if (needsReal) wake();
  });
  useEffect(() => {
    // The stand-in's button had the focus: antd's takes it.
    if (real?.focus) box.current?.querySelector('button')?.focus();
  }, [real]);

  const add = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(t(problem));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(file);
      onChange?.([...value, uploaded].slice(-max));
    } catch {
      // the http client has shown the failure
    } finally {
      setBusy(false);
    }
  };

  // antd's Upload does not pass data-* attributes on: the test id sits on a wrapper.
  return (
    <div ref={box} data-testid={testId}>
      {real ? (
        <real.module.RealUpload
          value={value}
          onChange={onChange}
          max={max}
          disabled={disabled}
          busy={busy}
          onAdd={(file) => void add(file)}
        />
      ) : (
        <UploadLook
          busy={busy}
          hidden={needsReal}
          onWake={wake}
          onFile={(file) => void add(file)}
        />
      )}
    </div>
  );
}

type Look = {
  busy: boolean;
  /** While antd's list loads for a field with images: its place, without the card. */
  hidden: boolean;
  onWake: () => void;
  onFile: (file: File) => void;
};

/** The empty picture-card field in antd's look, with antd's file input behaviour (rc-upload). */
function UploadLook({ busy, hidden, onWake, onFile }: Look) {
  const input = useRef<HTMLInputElement>(null);
  const press = (event: MouseEvent<HTMLSpanElement>) => {
    // As rc-upload: a press on the button itself leaves it without the focus.
    if (event.target instanceof HTMLButtonElement) event.target.blur();
    input.current?.click();
  };
  const drop = (event: DragEvent<HTMLSpanElement>) => {
    event.preventDefault();
    if (event.type !== 'drop') return;
    // As rc-upload for a single file: the first one dropped, checked by the field like a chosen one.
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <span className={styles.wrapper}>
      <div className={styles.list}>
        <div
          className={hidden ? `${styles.select} ${styles.hidden}` : styles.select}
          onMouseEnter={onWake}
          onFocus={onWake}
          onDragEnter={onWake}
        >
          <span className={styles.trigger} onClick={press} onDrop={drop} onDragOver={drop}>
            <input
              ref={input}
              type="file"
              name="file"
              accept={IMAGE_ACCEPT}
              style={{ display: 'none' }}
              onClick={(event) => event.stopPropagation()}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onFile(file);
              }}
            />
            <ChooseImage busy={busy} />
          </span>
        </div>
      </div>
    </span>
  );
}
