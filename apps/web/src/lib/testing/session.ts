import type { PlatformRole } from '@console/contract/roles';
import { useSessionStore } from '../session/session-store';

/** A signed-in test user with these platform roles, working in the first merchant if any. */
function signInWith(access: PlatformRole[], merchants: { id: number; name: string }[]): void {
  useSessionStore.setState({
    token: 't',
    company: merchants[0] ?? null,
    user: {
      token: 't',
      nickname: 'n',
      faceUrl: '',
      mail: '',
      mobile: '',
      access,
      merchants,
      secondFactorRequiredBy: [],
    },
  });
}

/** Component tests: a signed-in user (role `user`) working in merchant 7, "Shop". */
export const signInToShop = (): void => signInWith(['user'], [{ id: 7, name: 'Shop' }]);

/** Component tests of platform pages (system management): a user with `role`, no merchant. */
export const signInToPlatform = (role: PlatformRole): void => signInWith([role], []);
