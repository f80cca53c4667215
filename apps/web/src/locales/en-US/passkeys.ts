import type zhCN from '../zh-CN/passkeys';

export default {
  'passkeys.title': 'Passkeys',
  'passkeys.desc':
    'Sign in with your fingerprint, face or screen lock instead of a password. After a password, a passkey also serves as the second factor.',
  'passkeys.add': 'Add a passkey',
  'passkeys.add.desc':
    'Name it to tell your passkeys apart; your browser then asks you to create it.',
  'passkeys.add.submit': 'Continue',
  'passkeys.added': 'Passkey added',
  'passkeys.name': 'Name',
  'passkeys.name.placeholder': 'e.g. Work laptop',
  'passkeys.createdAt': 'Added',
  'passkeys.lastUsedAt': 'Last used',
  'passkeys.never': 'Never',
  'passkeys.rename': 'Rename',
  'passkeys.rename.title': 'Rename passkey',
  'passkeys.renamed': 'Passkey renamed',
  'passkeys.save': 'Save',
  'passkeys.remove': 'Remove',
  'passkeys.remove.title': 'Remove this passkey?',
  'passkeys.remove.confirm': '“{{name}}” will no longer sign you in.',
  'passkeys.remove.lastFactor':
    'It is your last second factor: your recovery codes stop working too.',
  'passkeys.removed': 'Passkey removed',
  'passkeys.empty': 'No passkeys yet',
  'passkeys.loadFailed': 'Could not load your passkeys',
} satisfies Record<keyof typeof zhCN, string>;
