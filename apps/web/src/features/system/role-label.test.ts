import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label';

describe('roleLabel', () => {
  const admin = { name: '管理员', nameEn: 'Administrator' };
  it('shows the name of the language shown', () => {
    expect(roleLabel(admin, 'zh-CN')).toBe('管理员');
    expect(roleLabel(admin, 'en-US')).toBe('Administrator');
  });
  it('falls back to the other name when one is empty', () => {
    expect(roleLabel({ name: '财务', nameEn: '' }, 'en-US')).toBe('财务');
    expect(roleLabel({ name: '', nameEn: 'Finance' }, 'zh-CN')).toBe('Finance');
  });
});
