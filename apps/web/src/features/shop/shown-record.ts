/**
 * spec §2 "view audit" on /shop/info: the record that made the current merchant; without a
 * merchant (or a record for it), the newest onboarding not yet tied to a merchant, else the newest.
 * `records` is newest first.
 */
export function shownRecord<T extends { merchantId: number | null }>(
  records: readonly T[],
  merchantId: number | null,
): T | undefined {
  return (
    (merchantId === null
      ? undefined
      : records.find((record) => record.merchantId === merchantId)) ??
    records.find((record) => record.merchantId === null) ??
    records[0]
  );
}
