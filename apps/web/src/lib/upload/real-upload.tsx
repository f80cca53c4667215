import type { UploadedFile } from '@console/contract/uploads';
import { Upload, type UploadFile } from 'antd';
import { ChooseImage } from './choose-image';
import { IMAGE_ACCEPT } from './file-check';

type Props = {
  value: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  max: number;
  disabled?: boolean;
  busy: boolean;
  onAdd: (file: File) => void;
};

const toItem = (file: UploadedFile): UploadFile => ({
  uid: String(file.id),
  name: `#${file.id}`,
  status: 'done',
  url: file.url,
  thumbUrl: file.url,
});

/**
 * antd's Upload (picture cards, with its list and Progress: ~17 KB gzip), loaded by
 * `image-upload.tsx` when the field is first reached or holds an image.
 */
export function RealUpload({ value, onChange, max, disabled, busy, onAdd }: Props) {
  return (
    <Upload
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      fileList={value.map(toItem)}
      disabled={disabled}
      beforeUpload={(file) => {
        onAdd(file);
        return false;
      }}
      onRemove={(item) => onChange?.(value.filter((file) => String(file.id) !== item.uid))}
      onPreview={(item) => {
        if (item.url) window.open(item.url, '_blank', 'noopener');
      }}
    >
      {value.length < max && !disabled ? <ChooseImage busy={busy} /> : null}
    </Upload>
  );
}
