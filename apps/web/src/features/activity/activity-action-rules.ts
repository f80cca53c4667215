import {
  ACTIVITY_MOVES,
  type ActivityMove,
  type ActivityStatus,
} from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { isApiError } from '../../lib/http/api-error';
import { t } from '../../lib/i18n/i18n';

const ACTIVITY_COMMANDS = ['edit', 'submit', 'offline', 'copy', 'delete'] as const;
export type ActivityCommand = (typeof ACTIVITY_COMMANDS)[number];

/**
 * The moves each command makes (contract `ACTIVITY_MOVES`, DESIGN §4 "Activity"): editing an
 * approved activity sends it back to review (`revise`), a pending one waits for its decision.
 */
const MOVES_OF: Record<Exclude<ActivityCommand, 'copy'>, readonly ActivityMove[]> = {
  edit: ['update', 'revise'],
  submit: ['submit'],
  offline: ['offline'],
  delete: ['delete'],
};

const startsFrom = (command: ActivityCommand, status: ActivityStatus) =>
  // A copy is a new draft: any activity can be copied, whatever its status.
  command === 'copy' ||
  MOVES_OF[command].some((move) =>
    (ACTIVITY_MOVES[move].from as readonly ActivityStatus[]).includes(status),
  );

/** The row and page actions an activity offers; every one changes data, so needs `activity:edit`. */
export function activityCommands(status: ActivityStatus, canEdit: boolean): ActivityCommand[] {
  if (!canEdit) return [];
  return ACTIVITY_COMMANDS.filter((command) => startsFrom(command, status));
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
