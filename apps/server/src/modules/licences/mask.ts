/** DESIGN §4: the legal person's ID number is masked on read: 110***********1234. */
export function maskIdNumber(value: string): string {
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/** DESIGN §4: the settlement account is masked on read, only its last 4 digits shown. */
export function maskAccountNumber(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** The clear fields of a licence snapshot, replaced by their masked form (audit detail). */
export function maskLicenceSnapshot(snapshot: Record<string, unknown>): Record<string, unknown> {
  const { legalIdNumber, accountNumber, ...rest } = snapshot;
  return {
    ...rest,
    legalIdNumberMasked: maskIdNumber(String(legalIdNumber ?? '')),
    accountNumberMasked: maskAccountNumber(String(accountNumber ?? '')),
  };
}

/**
 * The numbers among some of a licence's fields masked, under the names the snapshot's masks
 * take; a field that is not there stays absent (a trail entry holds the changed fields only).
 */
export function maskLicenceFields(fields: Record<string, unknown>): Record<string, unknown> {
  const { legalIdNumber, accountNumber, ...rest } = fields;
  return {
    ...rest,
    ...(legalIdNumber !== undefined && {
      legalIdNumberMasked: maskIdNumber(String(legalIdNumber)),
    }),
    ...(accountNumber !== undefined && {
      accountNumberMasked: maskAccountNumber(String(accountNumber)),
    }),
  };
}
