// The recovery codes shown once when a second factor is first set up (docs/auth.md).
export default {
  'recoveryCodes.title': '保存恢复码',
  'recoveryCodes.desc':
    '通行密钥或验证器应用不在手边时，每个恢复码可代替它登录一次。恢复码只显示这一次，请妥善保存。',
  'recoveryCodes.copy': '复制恢复码',
  'recoveryCodes.copied': '已复制恢复码',
  'recoveryCodes.copyFailed': '复制失败，请选中恢复码后手动复制',
  'recoveryCodes.saved': '我已保存',
} as const;
