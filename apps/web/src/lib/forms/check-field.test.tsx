import { render, renderHook } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { checkField, type FieldRule } from './check-field';
import { useFieldRules } from './field-rules';

const rule = (extra: Omit<FieldRule, 'message'>, message = 'm'): FieldRule => ({
  ...extra,
  message,
});

describe('checkField', () => {
  it('refuses an empty value when required, and one of spaces only with `whitespace`', () => {
    expect(checkField('', [rule({ required: true })])).toBe('m');
    expect(checkField('  ', [rule({ required: true })])).toBeUndefined();
    expect(checkField('  ', [rule({ required: true, whitespace: true })])).toBe('m');
    expect(checkField(' a ', [rule({ required: true, whitespace: true })])).toBeUndefined();
  });

  it('checks a pattern on a non-empty value only', () => {
    expect(checkField('', [rule({ pattern: /^\d+$/ })])).toBeUndefined();
    expect(checkField('12a', [rule({ pattern: /^\d+$/ })])).toBe('m');
    expect(checkField('123', [rule({ pattern: /^\d+$/ })])).toBeUndefined();
  });

  it('answers the first rule broken, one message at a time', () => {
    const rules = [rule({ required: true }, 'required'), rule({ pattern: /^\d+$/ }, 'digits')];
    expect(checkField('', rules)).toBe('required');
    expect(checkField('x', rules)).toBe('digits');
  });
});

// The antd forms (register, captcha sign-in, reset) check the same rules with antd's own
// validator; the antd-free sign-in form must say exactly what they say, value for value.
describe('checkField agrees with antd’s Form (validateFirst) on the spec §5 rules', () => {
  initTestI18n('en-US');
  const rules = renderHook(() => useFieldRules()).result.current;
  const values = ['', ' ', '  x  ', 'shop', 'a@b.co', '13800000000', '23800000000', '123456'];
  const cases = Object.entries(rules).flatMap(([name, list]) =>
    values.map((value) => [name, value, list] as const),
  );

  it.each(cases)('%s = %j', async (name, value, list) => {
    let form: FormInstance | undefined;
    function Probe() {
      [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ [name]: value }}>
          <Form.Item name={name} rules={[...list]} validateFirst>
            <input />
          </Form.Item>
        </Form>
      );
    }
    render(<Probe />);
    const antd = await form!.validateFields().then(
      () => undefined,
      (error: { errorFields: { errors: string[] }[] }) => error.errorFields[0]?.errors[0],
    );
    expect(checkField(value, list)).toBe(antd);
  });
});
