import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** spec §2 hidden helper: /redirect/<route> forwards to /<route>, keeping the query. */
export function RedirectPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const rest = useParams()['*'] ?? '';
  const target = `/${rest.replace(/^\/+/, '')}${search}`;
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
