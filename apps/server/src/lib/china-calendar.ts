/** DESIGN §4 "expired past validity": validity dates are calendar days in China (UTC+8). */
export function todayInChina(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The start of a calendar day in China time (UTC+8, no daylight saving): dates are China days. */
export function chinaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}
