import type zhCN from '../zh-CN/recovery-codes';

export default {
  'recoveryCodes.title': 'Save your recovery codes',
  'recoveryCodes.desc':
    'When your passkey or authenticator app is not at hand, each code signs you in once in its place. They are shown only now: keep them somewhere safe.',
  'recoveryCodes.copy': 'Copy codes',
  'recoveryCodes.copied': 'Recovery codes copied',
  'recoveryCodes.copyFailed': 'Could not copy: select the codes and copy them by hand',
  'recoveryCodes.saved': 'I have saved them',
} satisfies Record<keyof typeof zhCN, string>;
