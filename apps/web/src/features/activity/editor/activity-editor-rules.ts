import type { FormRule } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import {
  activityFormIssues,
  type ActivityFormField,
  type ActivityFormValues,
} from './activity-editor-values';

/**
 * One rule per field, run on change: the pure activityFormIssues over the whole form, so the
 * field's message is the one the server would give. `strict` is true while submitting (and after
 * a submit was tried): then empty fields and past times count too.
 */
export function useActivityRules(strict: RefObject<boolean>) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  return (field: ActivityFormField): FormRule[] => [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const values = getFieldsValue(true) as ActivityFormValues;
        const issues = activityFormIssues(values, {
          submit: strict.current,
          now: new Date(),
          timeZone,
        });
        const issue = issues[field];
        if (issue) throw new Error(t(issue.key as 'validation.required', issue.params));
      },
    }),
  ];
}
