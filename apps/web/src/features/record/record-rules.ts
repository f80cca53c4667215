import { isUnifiedCreditCode } from '@console/contract/credit-code';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@console/contract/patterns';

/** The record form's rules: the contract's patterns and messages, so the server agrees. */
export function useRecordRules() {
  const { t } = useTranslation();
  const required = (label: string): FormRule => ({
    required: true,
    whitespace: true,
    message: t('recordPage.required', { field: t(label as 'recordPage.name') }),
  });
  const max = (length: number): FormRule => ({
    max: length,
    message: t('validation.tooLong', { max: length }),
  });
  return {
    name: [required('recordPage.name'), max(100)],
    category: [
      { required: true, message: t('recordPage.required', { field: t('recordPage.category') }) },
    ],
    contactName: [required('recordPage.contactName'), max(50)],
    contactMobile: [
      required('recordPage.contactMobile'),
      { pattern: MOBILE_PATTERN, message: t('validation.mobile.format') },
    ],
    contactMail: [
      required('recordPage.contactMail'),
      { pattern: EMAIL_PATTERN, message: t('validation.email.format') },
    ],
    region: [{ required: true, type: 'array', len: 3, message: t('record.regionInvalid') }],
    address: [required('recordPage.address'), max(200)],
    creditCode: [
      required('recordPage.creditCode'),
      { len: 18, message: t('recordPage.creditCodeLength') },
      {
        validator: async (_rule, value?: string) => {
          if (value && value.length === 18 && !isUnifiedCreditCode(value.trim().toUpperCase())) {
            throw new Error(t('record.creditCodeInvalid'));
          }
        },
      },
    ],
    legalPerson: [required('recordPage.legalPerson'), max(50)],
    licenceImage: [{ required: true, type: 'array', min: 1, message: t('record.imageInvalid') }],
    description: [max(1000)],
  } satisfies Record<string, FormRule[]>;
}
