import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirect } from '../../lib/routing/safe-redirect';

/**
 * spec §2 hidden helper: re-opens the page it was reached from (`state.from`), which renders
 * that route afresh.
 */
export function RefreshPage() {
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { from?: string } | null };
  const from = safeRedirect(state?.from) ?? '/';
  useEffect(() => {
    void navigate(from, { replace: true });
  }, [from, navigate]);
  return null;
}
