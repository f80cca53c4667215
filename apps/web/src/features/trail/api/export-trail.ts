import type { TrailFilter } from '../../../lib/api/list-trail';
import { downloadCsv } from '../../../lib/csv-download';

/** GET /api/trail/export.csv of the filter (streamed by the server), saved as one download. */
export const exportTrail = (filter: TrailFilter, failedText: string) =>
  downloadCsv('/trail/export.csv', filter, { fallbackName: 'trail.csv', failedText });
