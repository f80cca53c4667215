import type { MERCHANT_CATEGORIES, MerchantRecord } from '@console/contract/merchant-records';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionNamer } from '../../lib/regions/use-region-names';
import { RECORD_FORM_FIELDS } from './record-values';
import styles from './record-view.module.css';

type Field = (typeof RECORD_FORM_FIELDS)[number];
type Category = (typeof MERCHANT_CATEGORIES)[number];

/**
 * A record the user cannot edit (pending, approved) shown read-only: the same fields as the form,
 * without antd Form, the inputs, the cascader and the upload (docs/web.md "Delivery"). Each value
 * keeps the id its input had (`record_name`…); the region is named once the dataset is loaded.
 */
export function RecordView({ record }: { record: MerchantRecord }) {
  const { t } = useTranslation();
  const codes = [record.provinceCode, record.cityCode, record.districtCode];
  const hasRegion = codes.every(Boolean);
  const nameRegion = useRegionNamer(hasRegion);
  const image = record.licenceImage;

  const values: Record<Field, ReactNode> = {
    name: record.name,
    category: record.category ? t(`category.${record.category as Category}`) : '',
    contactName: record.contactName,
    contactMobile: record.contactMobile,
    contactMail: record.contactMail,
    region: hasRegion ? nameRegion(codes) : '',
    address: record.address,
    creditCode: record.creditCode,
    legalPerson: record.legalPerson,
    licenceImage: image ? (
      <a href={image.url} target="_blank" rel="noopener noreferrer" className={styles.image}>
        <img src={image.url} alt={t('recordPage.licenceImage')} />
      </a>
    ) : (
      ''
    ),
    description: record.description,
  };
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      className={styles.view}
      data-testid="record-view"
      items={RECORD_FORM_FIELDS.map((field) => ({
        key: field,
        label: t(`recordPage.${field}`),
        children: (
          <span id={`record_${field}`} className={styles.value}>
            {values[field] || '-'}
          </span>
        ),
      }))}
    />
  );
}
