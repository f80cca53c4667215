import { lazy, Suspense } from 'react';
import { useAbilities } from '../merchant/merchant-context';
import type { ObjectTrailProps } from './object-trail-props';

// The list, with antd's Tag, Tooltip and Empty, loads only for someone allowed to see it.
const ObjectTrailList = lazy(() =>
  import('./object-trail-list').then((m) => ({ default: m.ObjectTrailList })),
);

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
