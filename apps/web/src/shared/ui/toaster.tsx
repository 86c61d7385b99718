import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRequests } from './toast';

const ToastHost = lazy(() => import('./toast-host'));

/**
 * The toast container, mounted once near the root. Renders nothing (and downloads nothing)
 * until the first `toast()`, then loads react-toastify and shows the queued toasts.
 */
export function Toaster() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.getSnapshot, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
