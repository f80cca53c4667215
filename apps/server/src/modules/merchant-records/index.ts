export { decideRecord, pendingRecord } from './decide-record.ts';
export { recordStateOf } from './record-store.ts';
