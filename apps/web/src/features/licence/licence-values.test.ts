import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toLicenceBody } from './licence-values';

describe('toLicenceBody', () => {
  const values = {
    subjectType: 'enterprise' as const,
    holderName: ' Shop ',
    credentialNumber: 'C1',
    images: [{ id: 3, url: '/api/uploads/3', mime: 'image/png' as const, size: 10 }],
    legalPerson: 'Li',
    validUntil: dayjs('2030-01-31'),
    accountName: 'Shop',
    bankName: 'Bank',
  };

  it('leaves the masked numbers out when their inputs stay empty (keeps the stored ones)', () => {
    const body = toLicenceBody({ ...values, legalIdNumber: ' ', accountNumber: '' }, 2);
    expect(body).toEqual({
      version: 2,
      subjectType: 'enterprise',
      holderName: 'Shop',
      credentialNumber: 'C1',
      imageIds: [3],
      legalPerson: 'Li',
      validUntil: '2030-01-31',
      accountName: 'Shop',
      bankName: 'Bank',
    });
  });

  it('sends new numbers when typed', () => {
    const body = toLicenceBody(
      { ...values, legalIdNumber: '11010519491231002x', accountNumber: '12345678' },
      0,
    );
    expect(body).toMatchObject({ legalIdNumber: '11010519491231002X', accountNumber: '12345678' });
  });
});
