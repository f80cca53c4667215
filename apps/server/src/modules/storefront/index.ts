export { visibleOnStorefront } from './visible-activities.ts';
