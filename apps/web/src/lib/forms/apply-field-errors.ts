import type { FormInstance } from 'antd';
import { isApiError } from '../http/api-error';
import { isTextKey, t } from '../i18n/i18n';

/**
 * DESIGN §3: a 1001 answer maps fields to messages; each one the form knows (`names`) is shown
 * under its input. A message that is still a catalogue key is translated here.
 */
export function fieldErrorsOf<Name extends string>(
  error: unknown,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  if (!isApiError(error)) return {};
  const known = Object.entries(error.fields).filter(([name]) =>
    (names as readonly string[]).includes(name),
  );
  return Object.fromEntries(
    known.map(([name, message]) => [name, isTextKey(message) ? t(message) : message]),
  ) as Partial<Record<Name, string>>;
}

/** The same, shown by an antd form. */
export function applyFieldErrors(form: FormInstance, error: unknown, names: readonly string[]) {
  form.setFields(
    Object.entries(fieldErrorsOf(error, names)).map(([name, message]) => ({
      name,
      errors: [message as string],
    })),
  );
}
