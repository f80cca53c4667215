import { isMessageKey } from '@console/contract/messages';
import type { FormInstance } from 'antd';
import { isApiError } from '../http/api-error';
import { t } from '../i18n/i18n';

/**
 * DESIGN §3: a 1001 answer maps fields to messages; each one the form knows is shown under its
 * input. A message that is still a catalogue key is translated here.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, names: readonly string[]) {
  if (!isApiError(error)) return;
  const known = Object.entries(error.fields).filter(([name]) => names.includes(name));
  form.setFields(
    known.map(([name, message]) => ({
      name,
      errors: [isMessageKey(message) ? t(message) : message],
    })),
  );
}
