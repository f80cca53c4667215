/**
 * spec §2: the document title is "title - suffix", prefixed "({n} messages)" when a count is
 * given. `countLabel` is that prefix in the current language.
 */
export function formatTitle(
  title: string,
  suffix: string,
  count?: number | null,
  countLabel: (count: number) => string = (n) => `(${n} messages)`,
): string {
  const base = title ? `${title} - ${suffix}` : suffix;
  return count === undefined || count === null ? base : `${countLabel(count)} ${base}`;
}
