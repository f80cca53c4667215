import type { FormInstance } from 'antd';
import { apiCodes } from '@console/contract/api-codes';
import { isApiError, type ApiError } from '../../../lib/http/api-error';
import { isTextKey, t } from '../../../lib/i18n/i18n';
import { toFormField, type ActivityFormField } from './activity-editor-values';

const LICENCE_REQUIRED = 'activity.licenceRequired';

/**
 * A paid activity without an approved signing licence (1001, key or its text; docs/activities.md
 * "Submission rules").
 */
function isLicenceRequired(error: ApiError): boolean {
  if (error.code !== apiCodes.rejected) return false;
  const texts = [LICENCE_REQUIRED, t(LICENCE_REQUIRED)];
  return [error.message, ...Object.values(error.fields)].some((text) => texts.includes(text));
}

export type EditorProblem = 'stale' | 'licence' | null;

/**
 * What a failed save or submit means for the page: 1001 field messages go under the inputs
 * (server names mapped to the form's), the licence rule raises its alert, 1004 (stale version or
 * changed state) asks for a reload. Every other failure has had its toast from the http client.
 */
export function applyEditorError(form: FormInstance, error: unknown): EditorProblem {
  if (!isApiError(error)) return null;
  if (error.code === apiCodes.conflict) return 'stale';
  if (error.code !== apiCodes.rejected) return null;
  const errors = new Map<ActivityFormField, string>();
  for (const [field, message] of Object.entries(error.fields)) {
    const name = toFormField(field);
    if (name && !errors.has(name)) errors.set(name, isTextKey(message) ? t(message) : message);
  }
  form.setFields([...errors].map(([name, message]) => ({ name, errors: [message] })));
  return isLicenceRequired(error) ? 'licence' : null;
}
