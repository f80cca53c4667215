import type { TrailObjectType } from '@console/contract/trail';

/** Which object's history, and where it sits (object-trail.tsx). */
export type ObjectTrailProps = {
  objectType: TrailObjectType;
  objectId: number;
  /** The section's heading level where it sits (h4 in a drawer, h5 under antd's titles); `false`: none (a card titles it). */
  heading?: 4 | 5 | false;
};
