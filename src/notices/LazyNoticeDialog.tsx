import { lazy, Suspense } from 'react';
import type { NoticeDialogProps } from '../../engine/react/notices/NoticesHost';

// The dialog, its sanitiser and its texts download only when a notice is due: the sign-in page's
// first load stays within its budget (scripts/check-login-js.ts).
const NoticeDialog = lazy(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog })));

/** The portal's notice dialog, loaded on the first notice to show. */
export function LazyNoticeDialog(props: NoticeDialogProps) {
  return (
    <Suspense fallback={null}>
      <NoticeDialog {...props} />
    </Suspense>
  );
}
