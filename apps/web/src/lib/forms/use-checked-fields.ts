import { useState } from 'react';
import { checkField, type FieldRule } from './check-field';

type Messages<Name extends string> = Partial<Record<Name, string>>;

/**
 * Text fields checked by their rules the way the antd forms check them (validateTrigger
 * onChange, validateFirst): a change checks its field, a submit checks them all, one message per
 * field; the server's messages (fieldErrorsOf) are shown the same way until the field changes.
 */
export function useCheckedFields<Name extends string>(
  rules: Record<Name, readonly FieldRule[]>,
  initial: Record<Name, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<Name>>({});
  const names = Object.keys(initial) as Name[];

  const change = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: checkField(value, rules[name]) }));
  };

  /** Checks every field and shows what fails; answers the first failing field, if any. */
  const validate = (): Name | undefined => {
    const found = Object.fromEntries(
      names.map((name) => [name, checkField(values[name], rules[name])]),
    ) as Messages<Name>;
    setErrors(found);
    return names.find((name) => found[name] !== undefined);
  };

  /** Checks one field and shows its message (a captcha is sent to a checked field only). */
  const check = (name: Name): boolean => {
    const message = checkField(values[name], rules[name]);
    setErrors((current) => ({ ...current, [name]: message }));
    return message === undefined;
  };

  const showErrors = (messages: Messages<Name>) =>
    setErrors((current) => ({ ...current, ...messages }));

  return { values, errors, change, check, validate, showErrors };
}
