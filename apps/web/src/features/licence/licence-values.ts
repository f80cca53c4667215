import type { MerchantLicence, SubmitLicenceBody } from '@console/contract/licences';
import type { UploadedFile } from '@console/contract/uploads';
import dayjs, { type Dayjs } from 'dayjs';

export type LicenceFormValues = {
  subjectType?: SubmitLicenceBody['subjectType'];
  holderName?: string;
  credentialNumber?: string;
  images?: UploadedFile[];
  legalPerson?: string;
  legalIdNumber?: string;
  validUntil?: Dayjs;
  accountName?: string;
  bankName?: string;
  accountNumber?: string;
};

/** The masked numbers are never put back into the inputs: empty keeps the stored ones. */
export function toLicenceForm(licence: MerchantLicence | null): LicenceFormValues {
  if (!licence) return { images: [] };
  return {
    subjectType: licence.subjectType,
    holderName: licence.holderName,
    credentialNumber: licence.credentialNumber,
    images: licence.images,
    legalPerson: licence.legalPerson,
    validUntil: licence.validUntil ? dayjs(licence.validUntil) : undefined,
    accountName: licence.accountName,
    bankName: licence.bankName,
  };
}

const optional = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function toLicenceBody(values: LicenceFormValues, version: number): SubmitLicenceBody {
  const body: SubmitLicenceBody = {
    version,
    subjectType: values.subjectType ?? 'enterprise',
    holderName: values.holderName?.trim() ?? '',
    credentialNumber: values.credentialNumber?.trim() ?? '',
    imageIds: (values.images ?? []).map((image) => image.id),
    legalPerson: values.legalPerson?.trim() ?? '',
    validUntil: values.validUntil?.format('YYYY-MM-DD') ?? '',
    accountName: values.accountName?.trim() ?? '',
    bankName: values.bankName?.trim() ?? '',
  };
  const legalIdNumber = optional(values.legalIdNumber)?.toUpperCase();
  const accountNumber = optional(values.accountNumber);
  return {
    ...body,
    ...(legalIdNumber ? { legalIdNumber } : {}),
    ...(accountNumber ? { accountNumber } : {}),
  };
}
