import { lazy, Suspense } from 'react';
import { appConfig } from '@/config/app-config';

// Only the demo has an inbox: its code stays out of production pages.
const DemoInbox = lazy(() => import('./demo-inbox').then((m) => ({ default: m.DemoInbox })));

/**
 * 'Open the demo inbox' where links and codes are "sent", in builds with the embedded demo backend
 * only. It is in the page from the first paint (a prerendered page has it too), so nothing below
 * it moves when the backend has started.
 */
export function DemoInboxSlot() {
  if (!appConfig.enableMock) return null;
  return (
    <Suspense fallback={null}>
      <DemoInbox />
    </Suspense>
  );
}
