import { Image, Space } from 'antd';
import styles from './snapshot-html.module.css';
import type { SnapshotValue } from './snapshot-rows';

type Props = { value: SnapshotValue; regionName: (codes: readonly string[]) => string };

/** One submitted value: text, image previews, rendered description or region names. */
export function SnapshotValueView({ value, regionName }: Props) {
  if (value.kind === 'images') {
    return (
      <Image.PreviewGroup>
        <Space wrap>
          {value.urls.map((url) => (
            <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  if (value.kind === 'html') {
    // Sanitised by the server with an allow-list before it was stored (docs/activities.md
    // "Description").
    return <div className={styles.html} dangerouslySetInnerHTML={{ __html: value.html }} />;
  }
  if (value.kind === 'region') return regionName(value.codes);
  return value.text;
}
