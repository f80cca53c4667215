// DESIGN §4 "Activity" / docs/activities.md "Phase": the phase of an activity follows from time
// alone.
export const ACTIVITY_PHASES = ['not_started', 'signing_up', 'ongoing', 'ended'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];

export type ActivityTimes = { startAt: string; endAt: string; signupDeadline: string };

/**
 * Before sign-up closes the activity is `signing_up`; once closed and until it starts it is
 * `not_started`; from start until end it is `ongoing`; afterwards `ended`.
 * Pure: the caller passes the clock's `now`.
 */
export function activityPhase(times: ActivityTimes, now: Date): ActivityPhase {
  const at = now.getTime();
  if (at >= Date.parse(times.endAt)) return 'ended';
  if (at >= Date.parse(times.startAt)) return 'ongoing';
  if (at < Date.parse(times.signupDeadline)) return 'signing_up';
  return 'not_started';
}
