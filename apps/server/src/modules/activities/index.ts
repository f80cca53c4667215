export { afterStart, startCursor } from './activity-keyset.ts';
export { type ActivityRow } from './activity-view.ts';
export { releasePlaces, takePlaces } from './activity-store.ts';
export { decideActivity, pendingActivity } from './decide-activity.ts';
