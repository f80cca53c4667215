import type { MerchantRecord } from '@console/contract/merchant-records';

/** A record of the signed-in user as GET /api/merchantRecords lists it. */
export function recordOf(patch: Partial<MerchantRecord> = {}): MerchantRecord {
  return {
    id: 1,
    status: 'draft',
    version: 1,
    name: 'Shop One',
    category: 'education',
    contactName: 'Zhang San',
    contactMobile: '13800138000',
    contactMail: 'zhang@example.com',
    provinceCode: '',
    cityCode: '',
    districtCode: '',
    address: '',
    creditCode: '',
    legalPerson: '',
    licenceImage: null,
    description: '',
    rejectReason: null,
    merchantId: null,
    submittedAt: null,
    decidedAt: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...patch,
  };
}
