import { useState, type FormEvent } from 'react';
import { wantFeedbackHolder } from '../feedback';
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
  /** Each field's input id (browser tests and password managers find the fields by it). */
  idOf: (name: Name) => string,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages<Name>>({});
  const names = Object.keys(initial) as Name[];

  const change = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: checkField(value, rules[name]) }));
  };

  /**
   * Checks every field (or those a form shows: the sign-in form's two methods) and shows what
   * fails; answers the first failing field, if any.
   */
  const validate = (shown: readonly Name[] = names): Name | undefined => {
    const found = Object.fromEntries(
      shown.map((name) => [name, checkField(values[name], rules[name])]),
    ) as Messages<Name>;
    setErrors(found);
    return shown.find((name) => found[name] !== undefined);
  };

  /** Checks one field and shows its message (a captcha is sent to a checked field only). */
  const check = (name: Name): boolean => {
    const message = checkField(values[name], rules[name]);
    setErrors((current) => ({ ...current, [name]: message }));
    return message === undefined;
  };

  const showErrors = (messages: Messages<Name>) =>
    setErrors((current) => ({ ...current, ...messages }));

  /** A text field's props: its id, value, change and message. */
  const field = (name: Name) => ({
    id: idOf(name),
    value: values[name],
    onChange: (value: string) => change(name, value),
    error: errors[name],
  });

  /**
   * The form's submit: nothing while `pending` (useWriteMutation sends one request at a time, the
   * button says so); else the shown fields are checked and the first failing one focused, or
   * `send` runs. Its answer is told in a toast either way: the holder (antd) loads alongside.
   */
  const submitter =
    (send: () => Promise<void>, pending: boolean, shown: readonly Name[] = names) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      const invalid = validate(shown);
      if (invalid) {
        document.getElementById(idOf(invalid))?.focus();
        return;
      }
      wantFeedbackHolder();
      void send();
    };

  return { values, errors, change, check, validate, showErrors, field, submitter };
}
