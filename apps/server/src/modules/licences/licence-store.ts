import { inArray } from 'drizzle-orm';
import type { LicenceContent } from '@console/contract/licences';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { describeUpload } from '../uploads/index.ts';
import { toLicenceContent, type LicenceRow } from './licence-view.ts';

/** The licence's answer (licence-view.ts) with its images read and described. */
export async function viewLicence(
  db: Db,
  row: LicenceRow | undefined,
  now: Date,
): Promise<LicenceContent> {
  const images =
    row && row.imageIds.length > 0
      ? await db.select().from(uploads).where(inArray(uploads.id, row.imageIds))
      : [];
  const byId = new Map(images.map((image) => [image.id, describeUpload(image)]));
  return toLicenceContent(row, now, byId);
}
