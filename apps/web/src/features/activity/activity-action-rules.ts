import type { ActivityStatus } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { isApiError } from '../../lib/http/api-error';
import { t } from '../../lib/i18n/i18n';

const ACTIVITY_COMMANDS = ['edit', 'submit', 'offline', 'copy', 'delete'] as const;
export type ActivityCommand = (typeof ACTIVITY_COMMANDS)[number];

// Lifecycle (docs/activities.md "Statuses"): `draft -> pending -> approved | rejected`,
// `approved -> offline`.
const ALLOWED: Record<ActivityCommand, readonly ActivityStatus[]> = {
  // Editing an approved activity sends it back to review; a pending one waits for its decision.
  edit: ['draft', 'rejected', 'approved'],
  submit: ['draft', 'rejected'],
  offline: ['approved'],
  copy: ['draft', 'pending', 'approved', 'rejected', 'offline'],
  delete: ['draft'],
};

/** The row and page actions an activity offers; every one changes data, so needs `activity:edit`. */
export function activityCommands(status: ActivityStatus, canEdit: boolean): ActivityCommand[] {
  if (!canEdit) return [];
  return ACTIVITY_COMMANDS.filter((command) => ALLOWED[command].includes(status));
}

/**
 * A paid activity submitted without an approved signing licence (docs/activities.md "Submission
 * rules"): 1001 whose message, localised by the server in the caller's language, is the catalogue's
 * `activity.licenceRequired`.
 */
export function isLicenceRequired(error: unknown): boolean {
  if (!isApiError(error) || error.code !== apiCodes.rejected) return false;
  const text = t('activity.licenceRequired');
  return error.message === text || error.fields.priceCents === text;
}
