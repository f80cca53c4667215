import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile.ts';

describe('maskMobile', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(maskMobile('19912345678')).toBe('199****5678');
  });

  it('hides a short value completely', () => {
    expect(maskMobile('12345')).toBe('*****');
  });
});
