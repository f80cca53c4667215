import type { ProfileContent, UpdateProfileBody } from '@console/contract/account-profile';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useSessionStore } from '../../../lib/session/session-store';
import { profileKey } from './get-profile';

/** PUT /api/account/profile */
async function updateProfile(body: UpdateProfileBody) {
  const answer = await request<ProfileContent>({
    method: 'PUT',
    path: '/account/profile',
    body,
    merchant: false,
  });
  return answer.content;
}

/** Saves the profile; the header (it reads the session's user) shows the new name and face. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: UpdateProfileBody) => updateProfile(body),
    onSuccess: (saved) => {
      client.setQueryData(profileKey, saved);
      const { user, setUserInfo } = useSessionStore.getState();
      if (user) setUserInfo({ ...user, nickname: saved.nickname, faceUrl: saved.faceUrl });
    },
  });
}
