import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The tab's dialogs and drawer (antd Modal, Radio, Drawer) load when first shown, not with the
// list. Once shown a dialog stays mounted, so closing still animates.
const ReplyModal = lazy(() => import('./reply-modal').then((m) => ({ default: m.ReplyModal })));
const HideModal = lazy(() => import('./hide-modal').then((m) => ({ default: m.HideModal })));
const ReviewDrawer = lazy(() =>
  import('./review-drawer').then((m) => ({ default: m.ReviewDrawer })),
);

function useShownOnce(isShown: boolean): boolean {
  const [wasShown, setShown] = useState(isShown);
  if (isShown && !wasShown) setShown(true);
  return wasShown;
}

export function LazyReplyModal(props: ComponentProps<typeof ReplyModal>) {
  return useShownOnce(props.review !== null) ? (
    <Suspense fallback={null}>
      <ReplyModal {...props} />
    </Suspense>
  ) : null;
}

export function LazyHideModal(props: ComponentProps<typeof HideModal>) {
  return useShownOnce(props.target !== null) ? (
    <Suspense fallback={null}>
      <HideModal {...props} />
    </Suspense>
  ) : null;
}

export function LazyReviewDrawer(props: ComponentProps<typeof ReviewDrawer>) {
  return useShownOnce(props.reviewId !== null) ? (
    <Suspense fallback={null}>
      <ReviewDrawer {...props} />
    </Suspense>
  ) : null;
}
