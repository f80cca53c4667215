import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The orders page's dialogs (antd Modal, Progress, Form, Result) load when first shown, not with
// the list (docs/web.md "Delivery"). Once shown a dialog stays mounted, so closing still animates.
const OrdersExportDialog = lazy(() =>
  import('./export/orders-export-dialog').then((m) => ({ default: m.OrdersExportDialog })),
);
const OrdersBulkResult = lazy(() =>
  import('./bulk/orders-bulk-result').then((m) => ({ default: m.OrdersBulkResult })),
);
export const LazyOrderInputModal = lazy(() =>
  import('./order-input-modal').then((m) => ({ default: m.OrderInputModal })),
);
export const LazyResult = lazy(() => import('antd/es/result'));

function useShownOnce(isShown: boolean): boolean {
  const [wasShown, setShown] = useState(isShown);
  if (isShown && !wasShown) setShown(true);
  return wasShown;
}

export function LazyExportDialog(props: ComponentProps<typeof OrdersExportDialog>) {
  return useShownOnce(props.progress !== null) ? (
    <Suspense fallback={null}>
      <OrdersExportDialog {...props} />
    </Suspense>
  ) : null;
}

export function LazyBulkResult(props: ComponentProps<typeof OrdersBulkResult>) {
  return useShownOnce(props.summary !== null) ? (
    <Suspense fallback={null}>
      <OrdersBulkResult {...props} />
    </Suspense>
  ) : null;
}
