import { lazy, Suspense } from 'react';
import { PasskeysCard } from '../../features/passkeys/passkeys-card';
import { AccountSettingsPage } from '../../features/user-center/account-settings-page';

// The reset flow of the sign-in pages, loaded when the dialog first opens.
const ResetPasswordModal = lazy(() =>
  import('../../features/auth/reset-password-modal').then((m) => ({
    default: m.ResetPasswordModal,
  })),
);

/** /setting/account: composes the account settings with the password reset flow and passkeys. */
export function AccountSettingsRoute() {
  return (
    <AccountSettingsPage
      factorCards={<PasskeysCard />}
      renderPasswordReset={(open, onClose) =>
        open ? (
          <Suspense fallback={null}>
            <ResetPasswordModal open={open} onClose={onClose} />
          </Suspense>
        ) : null
      }
    />
  );
}
