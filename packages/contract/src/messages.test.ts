import { describe, expect, it } from 'vitest';
import { messages, translate } from './messages.ts';

describe('shared messages', () => {
  it('has the same keys in every locale, none empty', () => {
    const zh = Object.keys(messages['zh-CN']).sort();
    expect(Object.keys(messages['en-US']).sort()).toEqual(zh);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const text of Object.values(messages[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('keeps the spec §5 texts to the letter', () => {
    expect(messages['en-US']['validation.email.format']).toBe('the email format is incorrect!');
    expect(messages['en-US']['validation.mobile.format']).toBe(
      'the mobile number format is incorrect!',
    );
    expect(messages['zh-CN']['validation.username.required']).toBe('请输入用户名！');
  });

  it('fills placeholders', () => {
    expect(translate('en-US', 'captcha.wait', { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting another code',
    );
    expect(translate('zh-CN', 'validation.tooLong', { max: 11 })).toBe(
      '内容过长（最多 11 个字符）',
    );
  });
});
