/** DESIGN §4 "expired past validity": validity dates are calendar days in China (UTC+8). */
export function todayInChina(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
