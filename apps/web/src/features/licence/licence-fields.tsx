import {
  ACCOUNT_NUMBER_PATTERN,
  ID_NUMBER_PATTERN,
  LICENCE_MAX_IMAGES,
  LICENCE_SUBJECT_TYPES,
  type MerchantLicence,
} from '@console/contract/licences';
import { Form, Radio, type FormRule } from 'antd';
// The Input file, not the index: TextArea, OTP and Search are not used here (docs/web.md).
import Input from 'antd/es/input/Input';
import { DeferredDatePicker } from '../../lib/forms/deferred-picker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../lib/upload/image-upload';

type Props = { licence: MerchantLicence | null; disabled: boolean };

/** DESIGN §4 licence fields; the ID and account numbers show masked and may stay empty. */
export function LicenceFields({ licence, disabled }: Props) {
  const { t } = useTranslation();
  const required = (label: string): FormRule => ({
    required: true,
    whitespace: true,
    message: t('recordPage.required', { field: label }),
  });
  const keepHint = t('licencePage.keepHint');
  const field = (name: string, label: string, max: number) => (
    <Form.Item name={name} label={label} rules={[required(label), { max }]} validateFirst>
      <Input maxLength={max} disabled={disabled} />
    </Form.Item>
  );
  return (
    <>
      <Form.Item
        name="subjectType"
        label={t('auditPage.field.subjectType')}
        rules={[
          {
            required: true,
            message: t('recordPage.required', { field: t('auditPage.field.subjectType') }),
          },
        ]}
      >
        {/* Three kinds, all in view and one click each (a Select was 24 KB more, docs/web.md
            "Delivery"). */}
        <Radio.Group
          disabled={disabled}
          aria-label={t('auditPage.field.subjectType')}
          options={LICENCE_SUBJECT_TYPES.map((value) => ({
            value,
            label: t(`licencePage.subject.${value}`),
          }))}
        />
      </Form.Item>
      {field('holderName', t('auditPage.field.holderName'), 100)}
      {field('credentialNumber', t('auditPage.field.credentialNumber'), 50)}
      <Form.Item
        name="images"
        label={t('auditPage.field.imageIds')}
        extra={t('uploader.hint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('licence.imageInvalid') }]}
      >
        <ImageUpload max={LICENCE_MAX_IMAGES} disabled={disabled} />
      </Form.Item>
      {field('legalPerson', t('recordPage.legalPerson'), 50)}
      <Form.Item
        name="legalIdNumber"
        label={t('auditPage.field.legalIdNumber')}
        extra={licence ? keepHint : undefined}
        rules={[
          ...(licence ? [] : [required(t('auditPage.field.legalIdNumber'))]),
          {
            pattern: ID_NUMBER_PATTERN,
            message: t('licence.idNumberInvalid'),
            transform: (v?: string) => v?.toUpperCase(),
          },
        ]}
        validateFirst
      >
        <Input maxLength={18} disabled={disabled} placeholder={licence?.legalIdNumberMasked} />
      </Form.Item>
      <Form.Item
        name="validUntil"
        label={t('auditPage.field.validUntil')}
        rules={[
          {
            required: true,
            message: t('recordPage.required', { field: t('auditPage.field.validUntil') }),
          },
        ]}
      >
        <DeferredDatePicker
          disabled={disabled}
          disabledDate={(date) => date.isBefore(dayjs(), 'day')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {field('accountName', t('auditPage.field.accountName'), 100)}
      {field('bankName', t('auditPage.field.bankName'), 100)}
      <Form.Item
        name="accountNumber"
        label={t('auditPage.field.accountNumber')}
        extra={licence ? keepHint : undefined}
        rules={[
          ...(licence ? [] : [required(t('auditPage.field.accountNumber'))]),
          { pattern: ACCOUNT_NUMBER_PATTERN, message: t('licence.accountInvalid') },
        ]}
        validateFirst
      >
        <Input
          maxLength={30}
          inputMode="numeric"
          disabled={disabled}
          placeholder={licence?.accountNumberMasked}
        />
      </Form.Item>
    </>
  );
}
