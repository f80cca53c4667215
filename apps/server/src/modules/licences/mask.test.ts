import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskIdNumber, maskLicenceSnapshot } from './mask.ts';

describe('licence masks (DESIGN §4)', () => {
  it('keeps the first 3 and last 4 characters of an ID number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskIdNumber('1234567')).toBe('*******');
  });

  it('keeps only the last 4 digits of an account', () => {
    expect(maskAccountNumber('6222020200112233445')).toBe('***************3445');
    expect(maskAccountNumber('1234')).toBe('****');
  });

  it('leaves no clear number in a masked snapshot', () => {
    const masked = maskLicenceSnapshot({
      holderName: 'Sunrise',
      legalIdNumber: '11010519491231002X',
      accountNumber: '6222020200112233445',
    });
    expect(masked).toEqual({
      holderName: 'Sunrise',
      legalIdNumberMasked: '110***********002X',
      accountNumberMasked: '***************3445',
    });
  });
});
