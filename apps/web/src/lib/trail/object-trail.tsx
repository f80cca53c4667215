import type { TrailObjectType } from '@console/contract/trail';
import { lazy, Suspense } from 'react';
import { useAbilities } from '../merchant/merchant-context';

// The list, with antd's Tag, Tooltip and Empty, loads only for someone allowed to see it.
const ObjectTrailList = lazy(() =>
  import('./object-trail-list').then((m) => ({ default: m.ObjectTrailList })),
);

export type ObjectTrailProps = {
  objectType: TrailObjectType;
  objectId: number;
  /** The section's heading level where it sits (h4 in a drawer, h5 under antd's titles); `false`: none (a card titles it). */
  heading?: 4 | 5 | false;
};

/**
 * An object's own history (docs/web.md "Trail page"): its entries of the merchant's trail, newest
 * first, `GET /api/trail?objectType=…&objectId=…`. Only for the owner and members holding
 * `trail:view`: for anyone else there is no section at all, and nothing is asked of the server.
 */
export function ObjectTrail(props: ObjectTrailProps) {
  if (!useCanViewTrail()) return null;
  return (
    <Suspense fallback={null}>
      <ObjectTrailList {...props} />
    </Suspense>
  );
}

/** Whether the current user sees objects' histories (a host that frames the section itself). */
export const useCanViewTrail = () => useAbilities().can('trail:view');
