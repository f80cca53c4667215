import type {
  PasskeyRegistrationOptionsContent,
  RegisteredPasskeyContent,
  RegisterPasskeyBody,
} from '@console/contract/passkeys';
import { useQueryClient } from '@tanstack/react-query';
import { secondFactorKey } from '../../../lib/api/get-second-factor';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { promptNewPasskey } from '../browser-prompt';

/**
 * POST /api/account/passkeys/options, the browser's prompt, then POST /api/account/passkeys:
 * one action for the user (docs/auth.md "Passkeys"), so one file.
 */
async function registerPasskey(name: string): Promise<RegisteredPasskeyContent> {
  const { content } = await request<PasskeyRegistrationOptionsContent>({
    method: 'POST',
    path: '/account/passkeys/options',
    merchant: false,
  });
  const response = await promptNewPasskey(content.options);
  // The browser's JSON as the contract's body takes it (it lets further fields through).
  const body: RegisterPasskeyBody = {
    ticket: content.ticket,
    name,
    response: response as RegisterPasskeyBody['response'],
  };
  const answer = await request<RegisteredPasskeyContent>({
    method: 'POST',
    path: '/account/passkeys',
    body,
    merchant: false,
  });
  return answer.content;
}

/** Adds a passkey named `name`; my second factors are read again. */
export function useRegisterPasskey() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: (name: string) => registerPasskey(name),
    onSuccess: () => client.invalidateQueries({ queryKey: secondFactorKey }),
  });
}
