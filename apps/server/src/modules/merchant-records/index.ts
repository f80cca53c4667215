export { recordStateOf } from './record-store.ts';
