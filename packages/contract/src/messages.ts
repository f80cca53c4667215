import type { Locale } from './constants.ts';

// Messages that both sides show: spec §5 form rules and the error catalogue of spec §8.
// The server answers in the request's locale; the web merges these into its own catalogue.
const zhCN = {
  'validation.username.required': '请输入用户名！',
  'validation.password.required': '请输入密码！',
  'validation.password.rule': '密码须为 8–64 位，且同时包含字母和数字！',
  'validation.email.required': '请输入邮箱！',
  'validation.email.format': '邮箱格式不正确！',
  'validation.mobile.required': '请输入手机号！',
  'validation.mobile.format': '手机号格式不正确！',
  'validation.captcha.required': '请输入验证码！',
  'validation.captcha.format': '验证码为 6 位数字！',
  'validation.required': '此项必填',
  'validation.type': '类型不正确',
  'validation.tooLong': '内容过长（最多 {{max}} 个字符）',
  'validation.tooShort': '内容过短（至少 {{min}} 个字符）',
  'validation.unknownField': '不支持的字段',
  'validation.invalid': '格式不正确',
  'validation.body': '请求内容格式不正确',
  'validation.bodyTooLarge': '请求内容过大',
  'auth.wrongCredentials': '用户名或密码错误',
  'auth.loginExpired': '登录已过期，请重新登录',
  'auth.tooManyAttempts': '尝试次数过多，请 {{minutes}} 分钟后再试',
  'auth.mailTaken': '该邮箱已注册',
  'auth.mobileTaken': '该手机号已注册',
  'auth.accountDisabled': '账号已停用，请联系管理员',
  'captcha.wrong': '验证码错误或已过期',
  'captcha.wait': '请 {{seconds}} 秒后再获取验证码',
  'captcha.tooMany': '获取验证码过于频繁，请稍后再试',
  'merchant.none': '请先注册商户',
  'merchant.notMember': '您不是该商户的成员',
  'error.forbidden': '抱歉，您没有该权限',
  'error.notFound': '请求的内容不存在',
  'error.conflict': '数据已被他人修改，请刷新后重试',
  'error.server': '服务器出错了，请稍后重试',
  'error.route': '路由错误，请联系管理员',
  'error.timeout': '请求超时，请稍后重试',
  success: '成功',
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  'validation.username.required': 'Please enter the username!',
  'validation.password.required': 'Please enter the password!',
  'validation.password.rule': 'The password must be 8–64 characters with both letters and digits!',
  'validation.email.required': 'Please enter the email!',
  'validation.email.format': 'the email format is incorrect!',
  'validation.mobile.required': 'Please enter the mobile number!',
  'validation.mobile.format': 'the mobile number format is incorrect!',
  'validation.captcha.required': 'Please enter the captcha!',
  'validation.captcha.format': 'The captcha is 6 digits!',
  'validation.required': 'This field is required',
  'validation.type': 'Wrong type of value',
  'validation.tooLong': 'Too long (at most {{max}} characters)',
  'validation.tooShort': 'Too short (at least {{min}} characters)',
  'validation.unknownField': 'Unknown field',
  'validation.invalid': 'Invalid value',
  'validation.body': 'The request is malformed',
  'validation.bodyTooLarge': 'The request is too large',
  'auth.wrongCredentials': 'user name or password wrong',
  'auth.loginExpired': 'Login expired, please log in again',
  'auth.tooManyAttempts': 'Too many attempts, please try again in {{minutes}} minutes',
  'auth.mailTaken': 'This email is already registered',
  'auth.mobileTaken': 'This mobile number is already registered',
  'auth.accountDisabled': 'This account is disabled, please contact the administrator',
  'captcha.wrong': 'The captcha is wrong or has expired',
  'captcha.wait': 'Please wait {{seconds}} seconds before requesting another code',
  'captcha.tooMany': 'Too many codes requested, please try again later',
  'merchant.none': 'Please register a merchant first',
  'merchant.notMember': 'You are not a member of this merchant',
  'error.forbidden': 'Sorry, you have no permission',
  'error.notFound': 'The requested item does not exist',
  'error.conflict': 'Someone else changed this data; refresh and try again',
  'error.server': 'The server is reporting an error, please try again later',
  'error.route': 'Route error, please contact administrator',
  'error.timeout': 'The request timed out, please try again',
  success: 'success',
};

export const messages: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(zhCN, value);
}

/** Fills `{{name}}` placeholders, the same syntax i18next uses on the web. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
