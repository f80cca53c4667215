import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { applyMerchantSwitch } from '../../lib/merchant/switch-merchant';

/**
 * Hidden helper (like /refresh): reached after a confirmed merchant switch, when no page of the
 * previous merchant is on screen any more; applies the switch, then opens the index (spec §2 /).
 */
export function SwitchingPage() {
  const navigate = useNavigate();
  const merchantId = Number(useParams().merchantId);
  useEffect(() => {
    applyMerchantSwitch(merchantId);
    void navigate('/', { replace: true });
  }, [merchantId, navigate]);
  return null;
}
