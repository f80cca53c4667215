import type { CreateRecordBody, MerchantRecord } from '@console/contract/merchant-records';
import type { UploadedFile } from '@console/contract/uploads';

/** The form's shape: the region as one cascader value, the licence image as an upload list. */
export type RecordFormValues = {
  name?: string;
  category?: string;
  contactName?: string;
  contactMobile?: string;
  contactMail?: string;
  region?: string[];
  address?: string;
  creditCode?: string;
  legalPerson?: string;
  licenceImage?: UploadedFile[];
  description?: string;
};

export const RECORD_FORM_FIELDS = [
  'name',
  'category',
  'contactName',
  'contactMobile',
  'contactMail',
  'region',
  'address',
  'creditCode',
  'legalPerson',
  'licenceImage',
  'description',
] as const;

export function toFormValues(record: MerchantRecord | null): RecordFormValues {
  if (!record) return {};
  const region = [record.provinceCode, record.cityCode, record.districtCode];
  return {
    name: record.name,
    category: record.category || undefined,
    contactName: record.contactName,
    contactMobile: record.contactMobile,
    contactMail: record.contactMail,
    region: region.every(Boolean) ? region : undefined,
    address: record.address,
    creditCode: record.creditCode,
    legalPerson: record.legalPerson,
    licenceImage: record.licenceImage ? [record.licenceImage] : [],
    description: record.description,
  };
}

const filled = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The request body: empty inputs are left out (a draft may hold any subset). */
export function toRecordBody(values: RecordFormValues): CreateRecordBody {
  const [provinceCode, cityCode, districtCode] = values.region ?? [];
  const body: Record<string, unknown> = {
    name: filled(values.name),
    category: values.category,
    contactName: filled(values.contactName),
    contactMobile: filled(values.contactMobile),
    contactMail: filled(values.contactMail),
    provinceCode,
    cityCode,
    districtCode,
    address: filled(values.address),
    creditCode: filled(values.creditCode)?.toUpperCase(),
    legalPerson: filled(values.legalPerson),
    licenceImageId: values.licenceImage?.[0]?.id,
    description: values.description?.trim() ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as CreateRecordBody;
}

/** Server field names (1001 answers) to the form's names. */
export function toFormField(serverField: string): string {
  if (['provinceCode', 'cityCode', 'districtCode'].includes(serverField)) return 'region';
  if (serverField === 'licenceImageId') return 'licenceImage';
  return serverField;
}
