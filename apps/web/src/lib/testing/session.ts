import { useSessionStore } from '../session/session-store';

/** Component tests: a signed-in user (role `user`) working in merchant 7, "Shop". */
export function signInToShop(): void {
  useSessionStore.setState({
    token: 't',
    company: { id: 7, name: 'Shop' },
    user: {
      token: 't',
      nickname: 'n',
      faceUrl: '',
      mail: '',
      mobile: '',
      access: ['user'],
      merchants: [{ id: 7, name: 'Shop' }],
    },
  });
}
