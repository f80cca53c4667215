import type { ChangeContactBody, ChangeContactContent } from '@console/contract/account-security';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useSessionStore } from '../../../lib/session/session-store';

/** PUT /api/account/contact */
async function changeContact(body: ChangeContactBody) {
  const answer = await request<ChangeContactContent>({
    method: 'PUT',
    path: '/account/contact',
    body,
    merchant: false,
  });
  return answer.content;
}

/** Changes my mail or mobile; the session's user (the header, /setting/user) shows the new one. */
export function useChangeContact() {
  return useWriteMutation({
    mutationFn: (body: ChangeContactBody) => changeContact(body),
    onSuccess: (saved) => {
      const { user, setUserInfo } = useSessionStore.getState();
      if (user) setUserInfo({ ...user, mail: saved.mail, mobile: saved.mobile });
    },
  });
}
