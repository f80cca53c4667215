/** What the header log indicator shows (spec §3, §8). */
export type LogSummary = { count: number; errors: number };

export function summarizeLog(entries: readonly { type: string }[]): LogSummary {
  return {
    count: entries.length,
    errors: entries.filter((entry) => entry.type === 'error').length,
  };
}

type Translate = (key: 'layout.log.summary' | 'layout.log.none', values?: LogSummary) => string;

/** spec §8 tooltip: "{n} logs | includes {m} errors", or "No logs or errors". */
export function logIndicatorText(summary: LogSummary, t: Translate): string {
  return summary.count === 0 ? t('layout.log.none') : t('layout.log.summary', summary);
}
