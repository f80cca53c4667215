/**
 * The rules of lib/forms/field-rules as plain data: antd forms take them as they are, and the
 * antd-free sign-in form checks them with `checkField`.
 */
export type FieldRule = {
  /** Refuses an empty value; with `whitespace`, also one of spaces only. */
  required?: boolean;
  whitespace?: boolean;
  /** Checked on a non-empty value only, as antd does. */
  pattern?: RegExp;
  message: string;
};

function breaks(value: string, rule: FieldRule): boolean {
  const empty = value === '' || (rule.whitespace === true && value.trim() === '');
  if (rule.required && empty) return true;
  return rule.pattern !== undefined && value !== '' && !rule.pattern.test(value);
}

/**
 * The message of the first rule the value breaks, or undefined: one message at a time, as antd's
 * `validateFirst` shows them.
 */
export function checkField(value: string, rules: readonly FieldRule[]): string | undefined {
  return rules.find((rule) => breaks(value, rule))?.message;
}
