import { z } from 'zod';
import { isMessageKey } from '@console/contract/messages';
import { recordFieldsShape } from '@console/contract/merchant-records';
import { isRegionChain } from '@console/contract/regions';
import type { FieldMessage } from '../../http/app-error.ts';
import { recordSnapshot, type RecordRow } from './record-view.ts';

const submittable = z.object(recordFieldsShape);

/**
 * The fields a record still lacks before it can be submitted (every field but the description:
 * a repository rule, docs/api.md "Merchant onboarding records"; DESIGN §4 lists the fields),
 * each with the message the form shows; empty when it is complete.
 */
export function missingRecordFields(row: RecordRow): Record<string, FieldMessage> {
  const snapshot = recordSnapshot(row);
  const values = Object.fromEntries(
    Object.entries(snapshot).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = submittable.safeParse({ ...values, description: row.description });
  const fields: Record<string, FieldMessage> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0]);
    if (Object.hasOwn(fields, name)) continue;
    const isMissing = values[name] === undefined;
    fields[name] = isMissing
      ? 'validation.required'
      : isMessageKey(issue.message)
        ? issue.message
        : 'validation.invalid';
  }
  if (!fields.districtCode && parsed.success && !isRegionChain(row)) {
    fields.districtCode = 'record.regionInvalid';
  }
  return fields;
}
