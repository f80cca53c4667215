import { NO_PERMISSION_MESSAGE_MS } from '@console/contract/constants';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Requirement } from './access';
import { toast } from './feedback';
import { useAbilities } from './merchant/merchant-context';

type Clickable = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

/**
 * spec §6 auth wrapper: the action runs only for a user holding an accepted permission (or
 * role); anyone else sees "You do not have permission to perform this operation" for 3 s
 * (spec §9) instead.
 */
export function AuthAction({ children, ...requirement }: Requirement & { children: Clickable }) {
  const { t } = useTranslation();
  const abilities = useAbilities();
  if (abilities.allows(requirement)) return children;
  return cloneElement(children, {
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      toast.warning(t('access.denied'), NO_PERMISSION_MESSAGE_MS);
    },
  });
}
