/** DESIGN §6: another member's mobile is shown as 138****0000, never in full. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
