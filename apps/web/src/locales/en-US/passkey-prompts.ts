import type zhCN from '../zh-CN/passkey-prompts';

export default {
  'login.passkey': 'Sign in with a passkey',
  'passkeyPrompt.cancelled.signIn':
    'The passkey prompt was cancelled or timed out: you are not signed in',
  'passkeyPrompt.cancelled.register':
    'The passkey prompt was cancelled or timed out: no passkey was added',
  'passkeyPrompt.known': 'This device already holds a passkey of your account',
  'passkeyPrompt.address': 'Passkeys cannot be used on this address',
  'passkeyPrompt.unsupported': 'This browser does not support passkeys',
  'passkeyPrompt.failed': 'The passkey could not be used: {{reason}}',
} satisfies Record<keyof typeof zhCN, string>;
