import type { FormInstance } from 'antd';
import { apiCodes } from '@console/contract/api-codes';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/feedback';
import { isApiError } from '../../lib/http/api-error';
import { isTextKey, t } from '../../lib/i18n/i18n';
import { recordsKey } from '../../lib/api/list-records';
import { RECORD_FORM_FIELDS, toFormField } from './record-values';

/**
 * 1001: the server's field messages go under the inputs (region and image names mapped);
 * 1004 (stale version or changed state): the message, then the latest record is loaded. Without
 * a form (a withdrawal from the read-only view) only the latter applies.
 */
export function useRecordErrors(form: FormInstance | null, onReload: () => void) {
  const client = useQueryClient();
  return (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === apiCodes.conflict) {
      toast.warning(`${error.message} ${t('recordPage.reloaded')}`);
      onReload();
      void client.invalidateQueries({ queryKey: recordsKey });
      return;
    }
    if (!form) return;
    const known: string[] = [...RECORD_FORM_FIELDS];
    form.setFields(
      Object.entries(error.fields)
        .map(([field, message]) => ({ name: toFormField(field), message }))
        .filter(({ name }) => known.includes(name))
        .map(({ name, message }) => ({
          name,
          errors: [isTextKey(message) ? t(message) : message],
        })),
    );
  };
}
