import { MERCHANT_CATEGORIES } from '@console/contract/merchant-records';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredCascader, DeferredSelect } from '../../lib/forms/deferred-select';
import { ImageUpload } from '../../lib/upload/image-upload';
import { loadRegionOptions, type RegionOption } from '../../lib/regions/region-options';
import { useRecordRules } from './record-rules';

/**
 * The region dataset (~29 KB gzip) loads once the cascader is about to be used (pointer over it,
 * focus, open) or has a region to name; an empty new record does not fetch it (docs/web.md).
 */
function useRegionOptions() {
  const region = Form.useWatch<string[] | undefined>('region');
  const [isWanted, setWanted] = useState(false);
  const [regions, setRegions] = useState<RegionOption[] | null>(null);
  const isNeeded = isWanted || (region?.length ?? 0) > 0;

  useEffect(() => {
    if (!isNeeded) return;
    let alive = true;
    void loadRegionOptions().then((options) => {
      if (alive) setRegions(options);
    });
    return () => {
      alive = false;
    };
  }, [isNeeded]);
  return { regions, isLoading: isNeeded && regions === null, want: () => setWanted(true) };
}

/** The DESIGN §4 fields of the onboarding record; rules are checked on change. */
export function RecordFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const rules = useRecordRules();
  const { regions, isLoading: regionsLoading, want: wantRegions } = useRegionOptions();

  const item = { validateFirst: true, hasFeedback: false } as const;
  return (
    <>
      <Form.Item name="name" label={t('recordPage.name')} rules={rules.name} {...item}>
        <Input maxLength={100} disabled={disabled} />
      </Form.Item>
      <Form.Item name="category" label={t('recordPage.category')} rules={rules.category}>
        <DeferredSelect
          disabled={disabled}
          data-testid="record-category"
          options={MERCHANT_CATEGORIES.map((value) => ({
            value,
            label: t(`category.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('recordPage.contactName')}
        rules={rules.contactName}
        {...item}
      >
        <Input maxLength={50} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="contactMobile"
        label={t('recordPage.contactMobile')}
        rules={rules.contactMobile}
        {...item}
      >
        <Input maxLength={11} inputMode="numeric" disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="contactMail"
        label={t('recordPage.contactMail')}
        rules={rules.contactMail}
        {...item}
      >
        <Input disabled={disabled} />
      </Form.Item>
      <Form.Item name="region" label={t('recordPage.region')} rules={rules.region}>
        <DeferredCascader
          options={regions ?? []}
          onWake={wantRegions}
          loading={regionsLoading}
          placeholder={regionsLoading ? t('recordPage.regionLoading') : undefined}
          notFoundContent={regions === null ? t('recordPage.regionLoading') : undefined}
          onMouseEnter={wantRegions}
          onFocus={wantRegions}
          onOpenChange={(open) => open && wantRegions()}
          showSearch
          disabled={disabled}
          data-testid="record-region"
        />
      </Form.Item>
      <Form.Item name="address" label={t('recordPage.address')} rules={rules.address} {...item}>
        <Input maxLength={200} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('recordPage.creditCode')}
        rules={rules.creditCode}
        {...item}
      >
        <Input maxLength={18} disabled={disabled} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item
        name="legalPerson"
        label={t('recordPage.legalPerson')}
        rules={rules.legalPerson}
        {...item}
      >
        <Input maxLength={50} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="licenceImage"
        label={t('recordPage.licenceImage')}
        rules={rules.licenceImage}
        extra={t('uploader.hint')}
      >
        <ImageUpload max={1} disabled={disabled} testId="record-licence-image" />
      </Form.Item>
      <Form.Item name="description" label={t('recordPage.description')} rules={rules.description}>
        <Input.TextArea rows={3} maxLength={1000} showCount disabled={disabled} />
      </Form.Item>
    </>
  );
}
