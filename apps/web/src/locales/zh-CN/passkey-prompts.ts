// The browser's passkey prompt, on the sign-in page and in /setting/account (docs/auth.md
// "Passkeys").
export default {
  'login.passkey': '使用通行密钥登录',
  'passkeyPrompt.cancelled.signIn': '通行密钥验证已取消或超时，未登录',
  'passkeyPrompt.cancelled.register': '通行密钥创建已取消或超时，未添加通行密钥',
  'passkeyPrompt.known': '这台设备上已有你账号的通行密钥',
  'passkeyPrompt.address': '当前网址无法使用通行密钥',
  'passkeyPrompt.unsupported': '当前浏览器不支持通行密钥',
  'passkeyPrompt.failed': '无法使用通行密钥：{{reason}}',
} as const;
