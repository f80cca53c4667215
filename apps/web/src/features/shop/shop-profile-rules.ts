import {
  businessHoursIssue,
  SHOP_ADDRESS_MAX,
  SHOP_INTRO_MAX,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN,
  SHOP_PHONE_PATTERN,
} from '@console/contract/shop-profile';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowToHours, serviceTagsIssue, type WeekdayHours } from './shop-profile-values';

/** The profile form's rules: the contract's limits and messages, so the server agrees. */
export function useShopProfileRules() {
  const { t } = useTranslation();
  const max = (length: number): FormRule => ({
    max: length,
    message: t('validation.tooLong', { max: length }),
  });
  return {
    name: [
      { required: true, whitespace: true, message: t('shopProfile.nameRequired') },
      { min: SHOP_NAME_MIN, message: t('validation.tooShort', { min: SHOP_NAME_MIN }) },
      max(SHOP_NAME_MAX),
    ],
    intro: [max(SHOP_INTRO_MAX)],
    phone: [{ pattern: SHOP_PHONE_PATTERN, message: t('shop.phoneInvalid') }],
    address: [max(SHOP_ADDRESS_MAX)],
    /** The range of one weekday row; `closed` is read from the row itself. */
    hours: (row: () => WeekdayHours): FormRule[] => [
      {
        validator: async () => {
          const current = row();
          if (current.closed) return;
          if (!current.range) throw new Error(t('shopProfile.hoursRequired'));
          const issue = businessHoursIssue(rowToHours(current));
          if (issue) throw new Error(t(issue));
        },
      },
    ],
    serviceTags: [
      {
        validator: async (_rule, value?: string[]) => {
          const issue = serviceTagsIssue(value ?? []);
          if (issue) throw new Error(t(issue));
        },
      },
    ],
  } satisfies Record<string, FormRule[] | ((row: () => WeekdayHours) => FormRule[])>;
}
