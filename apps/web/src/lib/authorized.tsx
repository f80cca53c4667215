import type { ReactNode } from 'react';
import type { Requirement } from './access';
import { useAbilities } from './merchant/merchant-context';

/**
 * spec §6 element-level check: the content is removed (not hidden) when the user lacks all the
 * listed roles or every accepted permission key.
 */
export function Authorized({ children, ...requirement }: Requirement & { children: ReactNode }) {
  const abilities = useAbilities();
  return abilities.allows(requirement) ? children : null;
}
