import { describe, expect, it } from 'vitest';
import { nameInitials } from './name-initials.ts';

describe('nameInitials', () => {
  it('takes pinyin initials of Chinese names and first letters of Latin words', () => {
    expect(nameInitials('张三')).toBe('zs');
    expect(nameInitials('欧阳娜娜')).toBe('oynn');
    expect(nameInitials('Li Lei')).toBe('ll');
    expect(nameInitials('王 Amy')).toBe('wa');
    expect(nameInitials('')).toBe('');
    expect(nameInitials('138 0000')).toBe('');
  });
});
