import { lazy, Suspense, useState } from 'react';

// The order drawer (antd Drawer, Descriptions, Steps, Timeline, the action forms) loads when the
// first order is opened, not with the list (docs/web.md "Delivery"); once loaded it stays, so
// closing still animates.
const OrderDrawer = lazy(() => import('./order-drawer').then((m) => ({ default: m.OrderDrawer })));

type Props = { orderId: number | null; onClose: () => void };

export function LazyOrderDrawer({ orderId, onClose }: Props) {
  const [isWanted, setWanted] = useState(orderId !== null);
  if (orderId !== null && !isWanted) setWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <OrderDrawer orderId={orderId} onClose={onClose} />
    </Suspense>
  ) : null;
}
