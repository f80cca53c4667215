import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@console/contract/uploads';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback';
import { checkImageFile, IMAGE_ACCEPT } from './file-check';
import { uploadFile } from './upload-file';

type Props = {
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** How many images the field holds. */
  max?: number;
  disabled?: boolean;
  testId?: string;
};

const toItem = (file: UploadedFile): UploadFile => ({
  uid: String(file.id),
  name: `#${file.id}`,
  status: 'done',
  url: file.url,
  thumbUrl: file.url,
});

/** Images (JPEG/PNG/WebP ≤ 5 MB, checked before upload) sent to POST /api/uploads, with preview. */
export function ImageUpload({ value = [], onChange, max = 1, disabled, testId }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

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
    <div data-testid={testId}>
      <Upload
        accept={IMAGE_ACCEPT}
        listType="picture-card"
        fileList={value.map(toItem)}
        disabled={disabled}
        beforeUpload={(file) => {
          void add(file);
          return false;
        }}
        onRemove={(item) => onChange?.(value.filter((file) => String(file.id) !== item.uid))}
        onPreview={(item) => {
          if (item.url) window.open(item.url, '_blank', 'noopener');
        }}
      >
        {value.length < max && !disabled ? (
          <button type="button" style={{ border: 0, background: 'none' }}>
            {busy ? <LoadingOutlined /> : <PlusOutlined />}
            <div style={{ marginTop: 8 }}>{t('uploader.choose')}</div>
          </button>
        ) : null}
      </Upload>
    </div>
  );
}
