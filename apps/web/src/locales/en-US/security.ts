import type zhCN from '../zh-CN/security';

export default {
  'security.password.title': 'Change password',
  'security.password.desc':
    'Enter your current password, then a new one; your other devices are signed out.',
  'security.password.open': 'Change password',
  'security.password.current': 'Current password',
  'security.password.new': 'New password',
  'security.password.confirm': 'Confirm new password',
  'security.password.mismatch': 'The two passwords do not match',
  'security.password.submit': 'Save new password',
  'security.password.changed': 'Password changed; {{count}} other device(s) signed out',
  'security.reset.title': 'Forgot password',
  'security.reset.desc': 'Set a new password with a code sent to your mobile or email.',
  'security.reset.open': 'Reset with a code',
  'security.mail.title': 'Change email',
  'security.mail.desc': 'Current email: {{value}}',
  'security.mobile.title': 'Change mobile',
  'security.mobile.desc': 'Current mobile: {{value}}',
  'security.contact.open': 'Change',
  'security.contact.newMail': 'New email',
  'security.contact.newMobile': 'New mobile number',
  'security.contact.code': 'Code',
  'security.contact.submit': 'Save',
  'security.contact.mailChanged': 'Email changed; the old one gets a notice',
  'security.contact.mobileChanged': 'Mobile changed; the old one gets a notice',
} satisfies Record<keyof typeof zhCN, string>;
